import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineDocumentType, makeSource, type FieldDefs } from 'contentlayer2/source-files';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import { checkFrontmatter, frontmatterLine, type FrontmatterRules } from './lib/content/check-frontmatter';
import { renderRouteModule } from './lib/content/route-module';
import { latestDate } from './lib/content/dates';
import { urlFromSourcePath } from './lib/content/url';
import { remarkSiteRules } from './lib/mdx/remark-site-rules';
import { routesOnDisk } from './lib/mdx/routes-on-disk';
import { BANKS } from './lib/mdx/card-banks';
import { PROVIDERS } from './lib/primes/providers';
import { OUTBOUND_RULES } from './lib/redirects';

/** Tests and the scale benchmark point the build at another folder. */
const contentDirPath = process.env.CONTENT_DIR ?? 'content';
/** Where the typed route list is written (relative to the working directory). */
const routesModulePath = resolve(process.cwd(), 'lib/content/routes.generated.ts');

const common = {
  title: { type: 'string', required: true, description: 'Titre de la page (balise H1 et onglet)' },
  description: { type: 'string', required: true, description: 'Résumé en une ou deux phrases (moteurs de recherche, listes)' },
  shortTitle: { type: 'string', description: 'Libellé court du fil d’Ariane ; à défaut, le nom ou le titre' },
} satisfies FieldDefs;

const updated = { type: 'date', description: 'Date de la dernière mise à jour notable (plan du site)' } as const;

const provider = { type: 'enum', options: [...PROVIDERS] } as const;
const NETWORKS = ['Visa', 'Mastercard', 'CB Visa', 'CB Mastercard'];
const lastChecked = { type: 'date', description: 'Date à laquelle les conditions de l’offre ont été vérifiées' } as const;
const offer = {
  name: { type: 'string', required: true, description: 'Nom affiché, par exemple « Fortuneo »' },
  provider: { ...provider, required: true, description: 'Clé du document de primes' },
  lastChecked: { ...lastChecked, required: true },
  // Optional: a provider with no public page of its own (Naomi) links to none rather than to a stand-in.
  officialUrl: { type: 'string', description: 'Page officielle des conditions, si le prestataire en publie une' },
  referralCode: { type: 'string', description: 'Code de parrainage du site' },
  referralUrl: { type: 'string', description: 'Lien de parrainage du site' },
} satisfies FieldDefs;

const url = { type: 'string', resolve: (doc: { _raw: { sourceFilePath: string } }) => urlFromSourcePath(doc._raw.sourceFilePath) } as const;
/** The newest of the document's dates: the sitemap's last-modified date. */
const lastModified = {
  type: 'date',
  resolve: (doc: { updated?: string; lastChecked?: string; date?: string }) => latestDate([doc.updated, doc.lastChecked, doc.date]),
} as const;
const segment = (index: number) => (doc: { _raw: { sourceFilePath: string } }) => doc._raw.sourceFilePath.split('/')[index] ?? '';

/** Home, contact, legal notice and the four overviews. */
export const Page = defineDocumentType(() => ({
  name: 'Page',
  filePathPattern: '{index,contact,mentions-legales,parrainage,banque/index,cashback/index,blog/index}.mdx',
  contentType: 'mdx',
  fields: { ...common, updated: { ...updated, required: true } },
  computedFields: { url, lastModified },
}));

/** A bank's main page: content/banque/<banque>/index.mdx */
export const Bank = defineDocumentType(() => ({
  name: 'Bank',
  filePathPattern: 'banque/*/index.mdx',
  contentType: 'mdx',
  fields: { ...common, ...offer, updated },
  computedFields: { url, lastModified, bank: { type: 'string', resolve: segment(1) } },
}));

/** The steps, referral and card-list pages of a bank. */
export const BankSection = defineDocumentType(() => ({
  name: 'BankSection',
  filePathPattern: 'banque/*/{etapes,parrainage,cartes/index}.mdx',
  contentType: 'mdx',
  fields: { ...common, lastChecked, updated: { ...updated, required: true } },
  computedFields: {
    url,
    lastModified,
    bank: { type: 'string', resolve: segment(1) },
    section: { type: 'string', resolve: (doc) => segment(2)(doc).replace(/\.mdx$/, '') },
  },
}));

/** A bank card sheet: content/banque/<banque>/cartes/<carte>.mdx */
export const Card = defineDocumentType(() => ({
  name: 'Card',
  filePathPattern: 'banque/*/cartes/!(index).mdx',
  contentType: 'mdx',
  fields: {
    ...common,
    name: { type: 'string', required: true, description: 'Nom commercial de la carte' },
    network: { type: 'enum', options: NETWORKS, required: true },
    fee: { type: 'string', required: true, description: 'Cotisation, en clair (« gratuite sous condition d’usage »)' },
    incomeCondition: { type: 'string', required: true, description: 'Condition de revenus, ou « aucune »' },
    paymentLimit: { type: 'string', required: true, description: 'Plafond de paiement, en clair' },
    withdrawalLimit: { type: 'string', required: true, description: 'Plafond de retrait, en clair' },
    feesAbroad: { type: 'string', required: true, description: 'Frais à l’étranger (paiements et retraits hors zone euro)' },
    insurance: { type: 'string', required: true, description: 'Assurances et assistance incluses' },
    provider: { ...provider, description: 'Clé du document de primes quand l’offre de parrainage dépend de cette carte' },
    lastChecked: { ...lastChecked, required: true },
    officialUrl: { type: 'string', required: true },
    updated,
  },
  computedFields: { url, lastModified, bank: { type: 'string', resolve: segment(1) } },
}));

/** A cashback portal: content/cashback/<portail>.mdx */
export const CashbackPortal = defineDocumentType(() => ({
  name: 'CashbackPortal',
  filePathPattern: 'cashback/!(index).mdx',
  contentType: 'mdx',
  fields: { ...common, ...offer, updated },
  computedFields: { url, lastModified },
}));

/** A blog article: content/blog/<article>.mdx */
export const Article = defineDocumentType(() => ({
  name: 'Article',
  filePathPattern: 'blog/!(index).mdx',
  contentType: 'mdx',
  fields: {
    ...common,
    date: { type: 'date', required: true, description: 'Date de publication' },
    updated,
    provider: { ...provider, required: true, description: 'Le prestataire dont parle l’article' },
  },
  computedFields: {
    url,
    lastModified,
    wordCount: { type: 'number', resolve: (doc) => doc.body.raw.split(/\s+/).filter(Boolean).length },
  },
}));

/** Checked after contentlayer's own validation, which lets any string through an enum. */
const FRONTMATTER_RULES: FrontmatterRules = {
  Bank: { enums: { provider: PROVIDERS, bank: BANKS }, urls: ['officialUrl', 'referralUrl'] },
  BankSection: { enums: { bank: BANKS } },
  Card: { enums: { provider: PROVIDERS, network: NETWORKS, bank: BANKS }, urls: ['officialUrl'] },
  CashbackPortal: { enums: { provider: PROVIDERS }, urls: ['officialUrl', 'referralUrl'] },
  Article: { enums: { provider: PROVIDERS } },
};

export default makeSource({
  contentDirPath,
  documentTypes: [Page, Bank, BankSection, Card, CashbackPortal, Article],
  // Strict: a writer's mistake stops the build instead of silently dropping a page.
  onMissingOrIncompatibleData: 'fail',
  onExtraFieldData: 'fail',
  onUnknownDocuments: 'fail',
  disableImportAliasWarning: true,
  mdx: {
    // Writers may link to pages and to the outbound /go/… links (lib/redirects).
    remarkPlugins: [remarkGfm, [remarkSiteRules, { routes: new Set([...routesOnDisk(contentDirPath), ...OUTBOUND_RULES.map((rule) => rule.source)]) }]],
    rehypePlugins: [rehypeSlug],
  },
  onSuccess: async (getData) => {
    const { allDocuments } = await getData();
    const problems = checkFrontmatter(allDocuments, FRONTMATTER_RULES, (file, field) =>
      frontmatterLine(readFileSync(join(contentDirPath, file), 'utf8'), field),
    );
    if (problems.length > 0) {
      console.error(`Contenu invalide :\n${problems.join('\n')}`);
      // `contentlayer2 dev` keeps watching so the writer can fix the file; a build stops here.
      if (!process.argv.includes('dev')) process.exit(1);
      return;
    }
    writeFileSync(routesModulePath, renderRouteModule(allDocuments.map((doc) => doc.url)));
  },
});
