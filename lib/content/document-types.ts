import { defineDocumentType, defineNestedType, type FieldDefs } from 'contentlayer2/source-files/schema';
import { PROVIDERS } from '../primes/providers';
import { SOURCE_KINDS } from '../offers/source-kinds';
import { mdxPageFacts } from '../mdx/page-facts';
import { APP_FAMILIES } from './app-families';
import { latestDate } from './dates';
import { urlFromSourcePath } from './url';

/**
 * The pages' document types, declared once for the content build
 * (contentlayer.config.ts) and the content gate (lib/content/check), which import them from
 * here rather than from each other.
 */

const common = {
  title: { type: 'string', required: true, description: 'Titre de la page (balise H1 et onglet)' },
  description: { type: 'string', required: true, description: 'Résumé en une ou deux phrases (moteurs de recherche, listes)' },
  shortTitle: { type: 'string', description: 'Libellé court du fil d’Ariane ; à défaut, le nom ou le titre' },
} satisfies FieldDefs;

const updated = { type: 'date', description: 'Date de la dernière mise à jour notable (plan du site)' } as const;

const provider = { type: 'enum', options: [...PROVIDERS] } as const;
const NETWORKS = ['Visa', 'Mastercard', 'CB Visa', 'CB Mastercard'];
const lastChecked = {
  type: 'date',
  description: 'Date à laquelle les conditions ont été vérifiées : celle d’une des sources (`consulted`), sinon ne pas la donner',
} as const;

/** A page the offer was checked against: the box links the most official one. */
const Source = defineNestedType(() => ({
  name: 'Source',
  fields: {
    title: { type: 'string', required: true, description: 'Titre de la page, tel qu’elle le donne' },
    url: { type: 'string', required: true, description: 'Adresse https de la page' },
    consulted: { type: 'date', required: true, description: 'Date à laquelle la page a été lue' },
    kind: {
      type: 'enum',
      options: [...SOURCE_KINDS],
      required: true,
      description: 'conditions (page des conditions du prestataire), officiel (autre page du prestataire), presse, comparateur, autre',
    },
  },
}));
const sources = { type: 'list', of: Source, description: 'Pages consultées pour écrire et vérifier la page' } as const;

const offer = {
  name: { type: 'string', required: true, description: 'Nom affiché, par exemple « Fortuneo »' },
  provider: { ...provider, required: true, description: 'Clé du document de primes' },
  lastChecked,
  sources,
  // Optional: a provider with no public page of its own (Naomi) links to none rather than to a stand-in.
  officialUrl: { type: 'string', description: 'Site officiel du prestataire (lien simple quand le site n’a pas de code)' },
  // The offer's facts (main condition, where to find a code…) live in its record, content/offres/: one home per fact.
} satisfies FieldDefs;

const url = { type: 'string', resolve: (doc: { _raw: { sourceFilePath: string } }) => urlFromSourcePath(doc._raw.sourceFilePath) } as const;
/** The newest of the document's dates: the sitemap's last-modified date. */
const lastModified = {
  type: 'date',
  resolve: (doc: { updated?: string; lastChecked?: string; date?: string }) => latestDate([doc.updated, doc.lastChecked, doc.date]),
} as const;
/**
 * What the renderer needs from the body, read once here from its MDX tree (lib/mdx/page-facts.ts,
 * also used by the content gate): the providers of its offer boxes in reading order, and
 * whether a card page places its card sheet.
 */
type Body = { body: { raw: string } };
const offerBoxes = { type: 'list', resolve: (doc: Body) => [...mdxPageFacts(doc.body.raw).offerBoxes] } as const;
const cardSheet = { type: 'boolean', resolve: (doc: Body) => mdxPageFacts(doc.body.raw).cardSheet } as const;
const comparison = { type: 'boolean', resolve: (doc: Body) => mdxPageFacts(doc.body.raw).comparison } as const;
const segment = (index: number) => (doc: { _raw: { sourceFilePath: string } }) => doc._raw.sourceFilePath.split('/')[index] ?? '';

/** Home, about and method, contact, legal notice and the overviews of each family. */
const Page = defineDocumentType(() => ({
  name: 'Page',
  filePathPattern:
    '{index,a-propos,contact,mentions-legales,parrainage,banque/index,cashback/index,neobanque/index,investissement/index,blog/index}.mdx',
  contentType: 'mdx',
  fields: { ...common, updated: { ...updated, required: true } },
  computedFields: { url, lastModified, offerBoxes, comparison },
}));

/** A bank's main page: content/banque/<banque>/index.mdx */
const Bank = defineDocumentType(() => ({
  name: 'Bank',
  filePathPattern: 'banque/*/index.mdx',
  contentType: 'mdx',
  fields: { ...common, ...offer, updated: { ...updated, required: true } },
  computedFields: { url, lastModified, offerBoxes, comparison, bank: { type: 'string', resolve: segment(1) } },
}));

/** The steps, referral and card-list pages of a bank. */
const BankSection = defineDocumentType(() => ({
  name: 'BankSection',
  filePathPattern: 'banque/*/{etapes,parrainage,cartes/index}.mdx',
  contentType: 'mdx',
  fields: { ...common, lastChecked, sources, updated: { ...updated, required: true } },
  computedFields: {
    url,
    lastModified,
    offerBoxes,
    comparison,
    bank: { type: 'string', resolve: segment(1) },
    section: { type: 'string', resolve: (doc) => segment(2)(doc).replace(/\.mdx$/, '') },
  },
}));

/** A bank card sheet: content/banque/<banque>/cartes/<carte>.mdx */
const Card = defineDocumentType(() => ({
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
    lastChecked,
    sources,
    officialUrl: { type: 'string', required: true, description: 'Site officiel de la banque' },
    updated: { ...updated, required: true },
  },
  computedFields: { url, lastModified, offerBoxes, comparison, cardSheet, bank: { type: 'string', resolve: segment(1) } },
}));

/** A cashback portal: content/cashback/<portail>.mdx */
const CashbackPortal = defineDocumentType(() => ({
  name: 'CashbackPortal',
  filePathPattern: 'cashback/!(index).mdx',
  contentType: 'mdx',
  fields: { ...common, ...offer, updated: { ...updated, required: true } },
  computedFields: { url, lastModified, offerBoxes, comparison },
}));

/**
 * A neobank, broker or investment platform: content/neobanque/<offre>.mdx,
 * content/investissement/<offre>.mdx. Same offer fields as a portal; the family is the folder.
 */
const AppOffer = defineDocumentType(() => ({
  name: 'AppOffer',
  filePathPattern: `{${APP_FAMILIES.join(',')}}/!(index).mdx`,
  contentType: 'mdx',
  fields: { ...common, ...offer, updated: { ...updated, required: true } },
  computedFields: { url, lastModified, offerBoxes, comparison, family: { type: 'string', resolve: segment(0) } },
}));

/** A blog article: content/blog/<article>.mdx */
const Article = defineDocumentType(() => ({
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
    offerBoxes,
    comparison,
    wordCount: { type: 'number', resolve: (doc) => doc.body.raw.split(/\s+/).filter(Boolean).length },
  },
}));



/**
 * Per document type, the fields the site shows after a label (« Cotisation : … »): the
 * content gate refuses a colon of their own (lib/content/check/offer-data.ts; an offer
 * record's condition texts, shown after « Condition : », in offer-record.ts). The other
 * field rules (values of an enum, addresses, dates, the bank folder) come from the
 * declarations above and the file's path, in lib/content/check.
 */
export const AFTER_LABEL: Readonly<Record<string, readonly string[]>> = {
  Card: ['fee', 'incomeCondition', 'paymentLimit', 'withdrawalLimit', 'feesAbroad', 'insurance'],
};

/**
 * Test-only pages (/essai-…): they exist only in the end-to-end fixture content
 * (e2e/fixtures/content/, assembled by scripts/lib/fixture-content.mjs), never in content/.
 */
const TestPage = defineDocumentType(() => ({
  name: 'TestPage',
  filePathPattern: 'essai-*.mdx',
  contentType: 'mdx',
  fields: {
    ...common,
    updated: { ...updated, required: true },
    throwAfterMount: { type: 'boolean', description: 'La page lève une erreur de rendu une fois dans le navigateur (page d’erreur)' },
  },
  computedFields: { url, lastModified, offerBoxes, comparison },
}));

/**
 * Read by contentlayer (contentlayer.config.ts) and by `npm run check` (lib/content/check), which
 * validates frontmatter against these same fields. The offer records (content/offres/*.yaml) are
 * and the site's codes are not contentlayer documents: lib/offers/load.ts reads them against
 * their zod schemas.
 */
export const DOCUMENT_TYPES = [
  Page,
  Bank,
  BankSection,
  Card,
  CashbackPortal,
  AppOffer,
  Article,
  TestPage,
];

