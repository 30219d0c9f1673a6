import type { MdxVocabularyComponents } from '../../mdx-components';
import { BONUS_KINDS, PROVIDERS, PROVIDER_GROUPS } from '../primes/providers';
import { BOOSTED_OFFERS, BOOST_RULES } from '../primes/thresholds';
import { BANKS } from './card-banks';

/** How one prop of a writer's component is checked at build time. */
export type PropRule = {
  readonly required?: boolean;
  /** Allowed literal values; the prop must then be a plain string, not an expression. */
  readonly oneOf?: readonly string[];
};

/** What a writer may write on a component: its props, but its children (the MDX between its tags). */
type WriterProps<C> = [C] extends [(props: infer P) => unknown] ? Omit<P, 'children'> : never;

/**
 * The rule of one prop, held to the prop's TypeScript type: `required: true` exactly when the
 * prop is required, and listed values of the prop's own type.
 */
type RuleOf<P, K extends keyof P> = { readonly oneOf?: readonly Exclude<P[K], undefined>[] } & (object extends Pick<P, K>
  ? { readonly required?: false }
  : { readonly required: true });

/** One rule per prop a writer may write, and none for a prop the component does not have (nor any for a component without props). */
type RulesOf<C> = [keyof WriterProps<C>] extends [never]
  ? Readonly<Record<string, never>>
  : { readonly [K in keyof WriterProps<C>]-?: RuleOf<WriterProps<C>, K> };

/** The vocabulary is exactly the registry's (mdx-components.tsx) components, each with its props' rules. */
type Vocabulary = { readonly [N in keyof MdxVocabularyComponents]: RulesOf<MdxVocabularyComponents[N]> };

const BOOSTABLE_PROVIDERS = BOOSTED_OFFERS.map((offer) => BOOST_RULES[offer].provider);
export const CALLOUT_TONES = ['info', 'conseil', 'attention'] as const;
/** The folders of content/ that hold fintech offers (one document type, AppOffer). */
export const APP_FAMILIES = ['neobanque', 'investissement'] as const;

/**
 * The components writers may use in MDX, with their props. The build rejects any
 * other capitalised tag, unknown prop or out-of-list value (lib/content/check/mdx.ts).
 * Typed against the registry (mdx-components.tsx): tsc fails when a name or a prop
 * is here and not there, or there and not here. Only types are imported from it, so the
 * content gate runs without React or the built content.
 */
export const MDX_VOCABULARY = {
  /** A live amount from the settings document: <Prime provider="BOURSOBANK" kind="filleul" /> */
  Prime: {
    provider: { required: true, oneOf: PROVIDERS },
    kind: { required: true, oneOf: BONUS_KINDS },
  },
  /** Boosted-offer badge (« Prime du parrain augmentée »), shown only while the sponsor bonus reaches its threshold. */
  Boosted: { provider: { required: true, oneOf: BOOSTABLE_PROVIDERS } },
  /** Sortable table of the bonuses; `group` limits it to one family. */
  ComparisonTable: { group: { oneOf: PROVIDER_GROUPS } },
  /** The best current offers, ranked by what the referee receives (home page). */
  BestOffers: {},
  /** Lists built from the content index. */
  BankList: {},
  PortalList: {},
  /** The offers of one family of fintechs: <AppOfferList family="neobanque" /> */
  AppOfferList: { family: { required: true, oneOf: APP_FAMILIES } },
  ArticleList: {},
  /** The cards of one bank: links (`CardList`) or side-by-side table (`CardComparison`). */
  CardList: { bank: { required: true, oneOf: BANKS } },
  CardComparison: { bank: { required: true, oneOf: BANKS } },
  /** The card sheet of the current card page, from its frontmatter. */
  CardSheet: {},
  /** The page's offer: live bonuses, the site's code and link from content/codes.yaml (or how to get one); children = conditions. */
  ReferralBlock: { provider: { required: true, oneOf: PROVIDERS } },
  /** Numbered steps: <Steps><Step title="…">…</Step></Steps> */
  Steps: {},
  Step: { title: { required: true } },
  /** Strengths and limits, each wrapping a Markdown list. */
  Pros: {},
  Cons: {},
  /** Questions and answers: <Faq><Question q="…">…</Question></Faq> */
  Faq: {},
  Question: { q: { required: true } },
  /** The site's contact address as a mailto link (lib/site.ts). */
  SiteEmail: {},
  /** What the site earns, written from content/codes.yaml (home, guide, legal notice). */
  SiteCodesDisclosure: {},
  /** Who publishes the site (lib/site.ts, `publisher`), or plainly that the name is not filled in yet (« À propos », legal notice). */
  SitePublisher: {},
  /** « Signaler une information périmée »: a mailto link to the contact address, its subject and body filled with the page. */
  ReportOutdated: {},
  /** « 30 jours »: the age after which an offer's check date is said to be old (lib/offers/wording.ts). */
  CheckAgeLimit: {},
  /** « Dernières évolutions »: the latest changes of the amounts (content/historique-primes.yaml), linked to each offer box's history and the Atom feed. */
  RecentChanges: {},
  /** A highlighted note. */
  Callout: { tone: { oneOf: CALLOUT_TONES }, title: {} },
} as const satisfies Vocabulary & Record<string, Record<string, PropRule>>;

export type MdxComponentName = keyof typeof MDX_VOCABULARY;

export function isMdxComponentName(name: string): name is MdxComponentName {
  return Object.hasOwn(MDX_VOCABULARY, name);
}
