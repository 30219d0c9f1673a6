import { BONUS_KINDS, PROVIDERS, PROVIDER_GROUPS } from '../primes/providers';
import { BOOSTED_OFFERS, BOOST_RULES } from '../primes/thresholds';
import { BANKS } from './card-banks';

/** How one prop of a writer's component is checked at build time. */
export type PropRule = {
  readonly required?: boolean;
  /** Allowed literal values; the prop must then be a plain string, not an expression. */
  readonly oneOf?: readonly string[];
};

const BOOSTABLE_PROVIDERS = BOOSTED_OFFERS.map((offer) => BOOST_RULES[offer].provider);
export const CALLOUT_TONES = ['info', 'conseil', 'attention'] as const;
export { BANKS };

/**
 * The components writers may use in MDX, with their props. The build rejects any
 * other capitalised tag, unknown prop or out-of-list value (lib/content/check/mdx.ts),
 * and components/mdx/index.tsx must implement exactly these names (checked by tsc).
 * CONTRIBUTING.md shows one example of each.
 */
export const MDX_VOCABULARY = {
  /** A live amount from the settings document: <Prime provider="BOURSOBANK" kind="filleul" /> */
  Prime: {
    provider: { required: true, oneOf: PROVIDERS },
    kind: { required: true, oneOf: BONUS_KINDS },
  },
  /** "Offre boostée" badge, shown only while the offer is boosted. */
  Boosted: { provider: { required: true, oneOf: BOOSTABLE_PROVIDERS } },
  /** Sortable table of the bonuses; `group` limits it to one family. */
  ComparisonTable: { group: { oneOf: PROVIDER_GROUPS } },
  /** The best current offers, boosted first (home page). */
  BestOffers: {},
  /** Lists built from the content index. */
  BankList: {},
  PortalList: {},
  ArticleList: {},
  /** The cards of one bank: links (`CardList`) or side-by-side table (`CardComparison`). */
  CardList: { bank: { required: true, oneOf: BANKS } },
  CardComparison: { bank: { required: true, oneOf: BANKS } },
  /** The card sheet of the current card page, from its frontmatter. */
  CardSheet: {},
  /** The site's referral code and link for the page's offer, with live bonuses; children = conditions. */
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
  /** A highlighted note. */
  Callout: { tone: { oneOf: CALLOUT_TONES }, title: {} },
} as const satisfies Record<string, Record<string, PropRule>>;

export type MdxComponentName = keyof typeof MDX_VOCABULARY;

export function isMdxComponentName(name: string): name is MdxComponentName {
  return Object.hasOwn(MDX_VOCABULARY, name);
}
