import type { SOURCE_KINDS } from '../content/source-kinds';
import type { Provider } from '../primes/providers';

/**
 * One offer as a sourced record (content/offres/<fichier>.yaml): who is rewarded, who
 * may sign up, what to do by when, when it pays, how long it runs, what it costs and
 * what loses it. Every view reads this shape, never the prose; the content gate
 * (lib/content/check/offer-record.ts) guarantees it before any view sees it.
 */

/** `unsure` is a ⚠️ fact of the research: pages must present it as uncertain, never as settled. */
export const CERTAINTIES = ['sure', 'unsure'] as const;
export type Certainty = (typeof CERTAINTIES)[number];

/** `none`: no bonus according to the published terms; `varies`: whether there is one depends on the campaign. */
export const REWARD_STATUSES = ['paid', 'none', 'varies'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

/** `cash` is money paid to an account (the tax note applies); `credit` a balance on the service, withdrawn later. */
export const REWARD_FORMS = ['cash', 'credit', 'voucher', 'other'] as const;
export type RewardForm = (typeof REWARD_FORMS)[number];

export const CONDITION_KINDS = [
  'code',
  'deposit',
  'card-payments',
  'income',
  'domiciliation',
  'holding',
  'identity',
  'app',
  'other',
] as const;
export type ConditionKind = (typeof CONDITION_KINDS)[number];

/** `never-client`: never held an account; `not-client-for`: no account for `months` months. */
export const NEW_CUSTOMER_RULES = ['never-client', 'not-client-for'] as const;
export type NewCustomerRule = (typeof NEW_CUSTOMER_RULES)[number];

/** Where a fact comes from: the `id` of one of the record's sources, and how sure it is. */
export type Sourced = { readonly source: string; readonly certainty: Certainty };
/** Said when the terms we could read do not give the fact: the page shows « non publié ». */
export type Unpublished = { readonly unpublished: true };

export type OfferSource = {
  /** Local to the record: facts name it in their `source`. */
  readonly id: string;
  readonly title: string;
  readonly url: string;
  /** YYYY-MM-DD. */
  readonly consulted: string;
  readonly kind: (typeof SOURCE_KINDS)[number];
};

/** An amount the provider publishes for one side, in euros, as read on a day: what the settings document is held against. */
type PublishedAmount = Sourced & { readonly value: number; readonly asOf: string };

export type Reward =
  | Unpublished
  | (Sourced & {
      readonly status: RewardStatus;
      readonly form?: RewardForm;
      readonly text?: string;
      readonly published?: PublishedAmount;
    });

/**
 * Whether the programme runs: `open` is documented by a source; `ended` has an end date and
 * the source that says so; `not-found` says what was looked for and when, with the source
 * that shows its absence where there is one. Only `open` programmes are ranked or put forward.
 */
export const PROGRAMME_STATUSES = ['open', 'ended', 'not-found'] as const;
export type ProgrammeStatus = (typeof PROGRAMME_STATUSES)[number];
export type Programme =
  | (Sourced & { readonly status: 'open'; readonly text?: string })
  | (Sourced & { readonly status: 'ended'; readonly end: string; readonly text?: string })
  | ({ readonly status: 'not-found'; readonly searched: string; readonly on: string } & (Sourced | { readonly source?: undefined }));

/**
 * The points a visitor filters on, answered by the terms in either direction: `exists: false`
 * is a sourced « no » (no income condition, no minimum deposit, no card or account fee until
 * the bonus is paid), `exists: true` a sourced « yes » (`amount` in euros where published).
 * A point the record does not answer is unknown, never read as either.
 */
export const ANSWER_POINTS = ['income', 'deposit', 'fees'] as const;
export type AnswerPoint = (typeof ANSWER_POINTS)[number];
export type Answer = Sourced & { readonly exists: boolean; readonly amount?: number; readonly text?: string };
export type Answers = Readonly<Partial<Record<AnswerPoint, Answer>>>;

export type Eligibility = {
  readonly newCustomer?: Sourced & { readonly rule: NewCustomerRule; readonly months?: number; readonly text?: string };
  readonly minAge?: Sourced & { readonly years: number };
  readonly residence?: Sourced & { readonly text: string };
};

export type Deadline = { readonly days: number; readonly from: string } | { readonly text: string } | Unpublished;

export type Condition = Sourced & {
  readonly kind: ConditionKind;
  /** A short noun phrase (« Carte physique commandée »): shown in checklists and after « Condition : ». */
  readonly text: string;
  /** In euros: a minimum deposit, income or payment of the terms, never a bonus amount. */
  readonly amount?: number;
  readonly count?: number;
  readonly deadline: Deadline;
  /** The condition tables show; without one, the first condition that is not the code. */
  readonly main?: true;
};

export type Payout = Unpublished | (Sourced & { readonly text: string; readonly days?: number });

/** `start`/`end` are YYYY-MM-DD; `text` says how the period is set when it has no public date (« durée indiquée dans l’invitation »). */
export type Period =
  | Unpublished
  | (Sourced & { readonly noEnd: true })
  | (Sourced & { readonly start?: string; readonly end?: string; readonly text?: string });

/** A sourced sentence: a cost, a catch, where to find a code. */
export type Note = Sourced & { readonly text: string };

/**
 * What a cost is, so that views can tell a card that costs nothing (the comparison's
 * « Sans frais de carte ni de compte »): `card-fee` is charged for the card itself (yearly, delivery),
 * `inactivity-fee` in the months the card or account is not used; `other` is any other cost.
 */
export const COST_KINDS = ['card-fee', 'inactivity-fee', 'other'] as const;
export type CostKind = (typeof COST_KINDS)[number];
/** Without a `kind`, a cost is unclassified: no view may read it as « not a card fee ». */
export type Cost = Note & { readonly kind?: CostKind };

/** Either the page whose offer box comes first, or why the site has none (shown in the comparison). */
export type OfferPlace =
  { readonly page: string; readonly withoutPage?: undefined } | { readonly page?: undefined; readonly withoutPage: string };

export type OfferRecord = OfferPlace & {
  readonly provider: Provider;
  readonly programme: Programme;
  /** Sourced answers to the comparison's questions (`ANSWER_POINTS`), in either direction. */
  readonly answers: Answers;
  /** YYYY-MM-DD: the day a source was read to check these facts. */
  readonly checked?: string;
  readonly sources: readonly OfferSource[];
  /** Where a client finds their code or link (« il le trouve … »). */
  readonly codeWhere?: Note;
  readonly rewards: { readonly referee: Reward; readonly sponsor: Reward };
  readonly eligibility: Eligibility;
  readonly conditions: readonly Condition[];
  readonly payout: Payout;
  readonly period: Period;
  /** What it costs until the conditions are met (card or inactivity fees). */
  readonly costs: readonly Cost[];
  /** What makes people lose the bonus. */
  readonly catches: readonly Note[];
};

export const isUnpublished = (fact: object): fact is Unpublished => 'unpublished' in fact && fact.unpublished === true;

/** The condition tables and cards show beside the amounts. */
export function mainConditionOf(record: Pick<OfferRecord, 'conditions'>): Condition | undefined {
  return record.conditions.find((condition) => condition.main) ?? record.conditions.find((condition) => condition.kind !== 'code');
}
