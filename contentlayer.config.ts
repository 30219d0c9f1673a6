import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineDocumentType, makeSource, type FieldDefs } from 'contentlayer2/source-files';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import { renderRouteModule } from './lib/content/route-module';
import { latestDate } from './lib/content/dates';
import { urlFromSourcePath } from './lib/content/url';
import { remarkContentRules } from './lib/content/check/remark-plugin';
import { PROVIDERS } from './lib/primes/providers';

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

/**
 * Test-only pages (/essai-…): they exist only in the end-to-end fixture content
 * (e2e/fixtures/content/, assembled by scripts/lib/fixture-content.mjs), never in content/.
 */
export const TestPage = defineDocumentType(() => ({
  name: 'TestPage',
  filePathPattern: 'essai-*.mdx',
  contentType: 'mdx',
  fields: {
    ...common,
    updated: { ...updated, required: true },
    throwAfterMount: { type: 'boolean', description: 'La page lève une erreur de rendu une fois dans le navigateur (page d’erreur)' },
    lastChecked,
    referralCode: { type: 'string', description: 'Code affiché par le bouton « Copier le code » (e2e/copy-code.spec.ts)' },
  },
  computedFields: { url, lastModified },
}));

/** Read by contentlayer and by `npm run check` (lib/content/check), which validates frontmatter against these same fields. */
export const DOCUMENT_TYPES = [Page, Bank, BankSection, Card, CashbackPortal, Article, TestPage];

export default makeSource({
  contentDirPath,
  documentTypes: DOCUMENT_TYPES,
  // Strict: a writer's mistake stops the build instead of silently dropping a page.
  onMissingOrIncompatibleData: 'fail',
  onExtraFieldData: 'fail',
  onUnknownDocuments: 'fail',
  disableImportAliasWarning: true,
  mdx: {
    // Every content rule, the same code as `npm run check` (lib/content/check): a problem stops the build.
    remarkPlugins: [remarkGfm, [remarkContentRules, { contentDir: resolve(contentDirPath), publicDir: resolve('public'), documentTypes: () => DOCUMENT_TYPES }]],
    rehypePlugins: [rehypeSlug],
  },
  onSuccess: async (getData) => {
    const { allDocuments } = await getData();
    writeFileSync(routesModulePath, renderRouteModule(allDocuments.map((doc) => doc.url)));
  },
});
