import { isUnpublished, mainConditionOf } from '../offers/record';
import type {
  Certainty,
  Condition,
  ConditionKind,
  CostKind,
  Eligibility,
  NewCustomerRule,
  OfferRecord,
  OfferSource,
  Payout,
  Period,
  RewardForm,
  RewardStatus,
  Sourced,
} from '../offers/record';
import { programmeReason } from '../offers/programme';
import type { ResolvedSide, SideStatus } from '../offers/resolve-side';
import { resolveOffer, type OfferSide, type ResolvedOffer } from '../offers/resolved-offer';
import { ANSWER_POINTS, type Answer, type AnswerPoint, type ProgrammeStatus } from '../offers/record';
import type { WatchState } from '../sources-watch/types';
import { deadlineText, eligibilityLines, payoutText, periodText } from '../offers/wording';
import { CAPITAL_AT_RISK, PROVIDER_GROUP, PROVIDER_LABELS, type Provider, type ProviderGroup } from '../primes/providers';
import { OPEN_DATA } from './paths';

/**
 * /offres.json: every offer record with the amounts its page shows, as plain data.
 * Every field is always present (null when the record has nothing to say), so that a
 * spreadsheet, a script or the flattened CSV (offers-csv.ts) never has to guess
 * whether a field is missing or empty. The schema (offers-schema.ts) says the same
 * shape and is published beside it; a test holds this builder's output against it.
 */

/** Where a fact comes from (an `id` of the offer's `sources`) and how sure it is; null for a fact the terms do not give. */
type OpenSourced = { readonly source: string | null; readonly certainty: Certainty | null };

/**
 * One side's bonus. `status` is the record's word (`unpublished` when the terms we read
 * do not say); `amount` is what the page shows beside it, in euros: the settings
 * document's value, or null where the record says the terms pay nothing (the page says
 * « aucune prime selon les conditions publiées ») or the document has no amount (« montant
 * non communiqué »). A document value that contradicts the record is never published as paid.
 */
type OpenReward = OpenSourced & {
  readonly status: RewardStatus | 'unpublished';
  /** How every page says this side (lib/offers/resolve-side.ts), and its words, identical on every page. */
  readonly shown: SideStatus;
  readonly words: string;
  readonly amount: number | null;
  /** True when `amount` is the most the offer pays, depending on the campaign (`varies`): the page says « jusqu’à … ». */
  readonly ceiling: boolean;
  /** The amount the provider's terms publish, as read on `asOf`; null when the record holds none. */
  readonly published: (OpenSourced & { readonly value: number; readonly asOf: string }) | null;
  readonly form: RewardForm | null;
  readonly text: string | null;
};

/** Whether the programme runs, and why not in a visitor's words (`reason`, as the comparison says it). */
type OpenProgramme = OpenSourced & {
  readonly status: ProgrammeStatus;
  readonly end: string | null;
  readonly searched: string | null;
  readonly searchedOn: string | null;
  readonly text: string | null;
  readonly reason: string | null;
};

/**
 * What the daily watch of the official sources says: the last day one changed after the
 * record's check (the box says « Les conditions publiées ont changé le … »), which ones, and
 * those gone (404 or 410 for over a week). Null and empty when the watch saw nothing.
 */
type OpenTermsWatch = {
  readonly changedOn: string | null;
  readonly changedSources: readonly string[];
  readonly goneSources: readonly { readonly url: string; readonly since: string; readonly status: number }[];
};

/** A sourced answer to a filter's question: `exists: false` is a sourced « no » (no income condition…). */
type OpenAnswer = OpenSourced & { readonly exists: boolean; readonly amount: number | null; readonly text: string | null };
type OpenAnswers = Readonly<Record<AnswerPoint, OpenAnswer | null>>;

type OpenDeadline = {
  readonly published: boolean;
  readonly days: number | null;
  readonly from: string | null;
  /** As the offer box words it (« dans les 30 jours suivant l’ouverture du compte », « délai non publié »). */
  readonly text: string;
};

type OpenCondition = OpenSourced & {
  readonly kind: ConditionKind;
  readonly text: string;
  readonly amount: number | null;
  readonly count: number | null;
  readonly deadline: OpenDeadline;
  /** The condition the comparison shows beside the amounts. */
  readonly main: boolean;
};

type OpenEligibility = {
  readonly newCustomer: (OpenSourced & { readonly rule: NewCustomerRule; readonly months: number | null; readonly text: string }) | null;
  readonly minAge: (OpenSourced & { readonly years: number; readonly text: string }) | null;
  readonly residence: (OpenSourced & { readonly text: string }) | null;
};

type OpenPayout = OpenSourced & { readonly published: boolean; readonly days: number | null; readonly text: string };

type OpenPeriod = OpenSourced & {
  readonly published: boolean;
  readonly noEnd: boolean;
  readonly start: string | null;
  readonly end: string | null;
  readonly text: string;
};

type OpenNote = OpenSourced & { readonly text: string };

export type OpenOffer = {
  readonly provider: Provider;
  readonly label: string;
  readonly family: ProviderGroup;
  readonly capitalAtRisk: boolean;
  /** Absolute address of the page whose offer box comes first; null with `withoutPage`, why the site has none. */
  readonly page: string | null;
  readonly withoutPage: string | null;
  /** YYYY-MM-DD: the day a source was read to check these facts. */
  readonly checked: string | null;
  readonly programme: OpenProgramme;
  readonly answers: OpenAnswers;
  readonly termsWatch: OpenTermsWatch;
  readonly referee: OpenReward;
  readonly sponsor: OpenReward;
  readonly eligibility: OpenEligibility;
  readonly conditions: readonly OpenCondition[];
  readonly payout: OpenPayout;
  readonly period: OpenPeriod;
  readonly costs: readonly (OpenNote & { readonly kind: CostKind | null })[];
  readonly catches: readonly OpenNote[];
  /** Where a client finds their code or link. */
  readonly codeWhere: OpenNote | null;
  readonly sources: readonly OfferSource[];
};

export type OffersDataset = {
  readonly $schema: string;
  readonly name: string;
  readonly site: string;
  /** When this file was generated: with the pages, at most every SITE_REFRESH_SECONDS (lib/primes/refresh.ts). */
  readonly generatedAt: string;
  /** Firestore's time of the settings document's last change; null when unknown (the fixed sample has none). */
  readonly amountsUpdatedAt: string | null;
  readonly currency: 'EUR';
  readonly offers: readonly OpenOffer[];
};

export type DatasetInput = {
  readonly records: readonly OfferRecord[];
  /** The amounts the pages were rendered with (getServerSettings). */
  readonly values: Readonly<Record<string, unknown>>;
  readonly amountsUpdatedAt?: string;
  readonly generatedAt: string;
  readonly absoluteUrl: (path: string) => string;
  readonly siteName: string;
  /** The watch of the official sources (content/sources-watch.yaml); none before its first run. */
  readonly watch?: WatchState;
};

const NO_SOURCE: OpenSourced = { source: null, certainty: null };
const sourcedOf = (fact: Sourced): OpenSourced => ({ source: fact.source, certainty: fact.certainty });

function rewardOf(record: OfferRecord, side: OfferSide, shown: ResolvedSide): OpenReward {
  const reward = record.rewards[side];
  const seen = { shown: shown.status, words: shown.words, amount: shown.amount, ceiling: shown.status === 'up-to' };
  if (isUnpublished(reward)) return { status: 'unpublished', ...seen, published: null, form: null, text: null, ...NO_SOURCE };
  const published = reward.published;
  return {
    status: reward.status,
    ...seen,
    published: published ? { value: published.value, asOf: published.asOf, ...sourcedOf(published) } : null,
    form: reward.form ?? null,
    text: reward.text ?? null,
    ...sourcedOf(reward),
  };
}

function deadlineOf(condition: Condition): OpenDeadline {
  const { deadline } = condition;
  const text = deadlineText(deadline);
  if (isUnpublished(deadline)) return { published: false, days: null, from: null, text };
  if ('text' in deadline) return { published: true, days: null, from: null, text };
  return { published: true, days: deadline.days, from: deadline.from, text };
}

function eligibilityOf(eligibility: Eligibility, label: string): OpenEligibility {
  // The box's own wording of each rule, so the data says what the page says.
  const textOf = (fact: object) => eligibilityLines(eligibility, label).find((line) => line.fact === fact)?.text ?? '';
  const { newCustomer, minAge, residence } = eligibility;
  return {
    newCustomer: newCustomer
      ? { rule: newCustomer.rule, months: newCustomer.months ?? null, text: textOf(newCustomer), ...sourcedOf(newCustomer) }
      : null,
    minAge: minAge ? { years: minAge.years, text: textOf(minAge), ...sourcedOf(minAge) } : null,
    residence: residence ? { text: residence.text, ...sourcedOf(residence) } : null,
  };
}

function payoutOf(payout: Payout): OpenPayout {
  if (isUnpublished(payout)) return { published: false, days: null, text: payoutText(payout), ...NO_SOURCE };
  return { published: true, days: payout.days ?? null, text: payoutText(payout), ...sourcedOf(payout) };
}

function periodOf(period: Period): OpenPeriod {
  const text = periodText(period);
  if (isUnpublished(period)) return { published: false, noEnd: false, start: null, end: null, text, ...NO_SOURCE };
  if ('noEnd' in period) return { published: true, noEnd: true, start: null, end: null, text, ...sourcedOf(period) };
  return { published: true, noEnd: false, start: period.start ?? null, end: period.end ?? null, text, ...sourcedOf(period) };
}

function programmeOf(record: OfferRecord): OpenProgramme {
  const { programme } = record;
  return {
    status: programme.status,
    end: programme.status === 'ended' ? programme.end : null,
    searched: programme.status === 'not-found' ? programme.searched : null,
    searchedOn: programme.status === 'not-found' ? programme.on : null,
    text: programme.status === 'not-found' ? null : (programme.text ?? null),
    reason: programmeReason(record) ?? null,
    ...(programme.source !== undefined ? sourcedOf(programme) : NO_SOURCE),
  };
}

const answerOf = (answer: Answer | undefined): OpenAnswer | null =>
  answer ? { exists: answer.exists, amount: answer.amount ?? null, text: answer.text ?? null, ...sourcedOf(answer) } : null;

function termsWatchOfOffer(watch: ResolvedOffer['termsWatch']): OpenTermsWatch {
  return {
    changedOn: watch.changed?.on ?? null,
    changedSources: watch.changed?.sources.map((source) => source.url) ?? [],
    goneSources: watch.gone.map(({ source, since, status }) => ({ url: source.url, since, status })),
  };
}

function offerOf(record: OfferRecord, input: DatasetInput): OpenOffer {
  // What every page says of the offer: the open data says the same (lib/offers/resolved-offer.ts).
  const resolved = resolveOffer(record.provider, record, input.values, {
    watch: input.watch ?? { sources: [] },
    today: input.generatedAt.slice(0, 10),
  });
  const label = PROVIDER_LABELS[record.provider];
  const main = mainConditionOf(record);
  return {
    provider: record.provider,
    label,
    family: PROVIDER_GROUP[record.provider],
    capitalAtRisk: CAPITAL_AT_RISK[record.provider],
    page: record.page === undefined ? null : input.absoluteUrl(record.page),
    withoutPage: record.withoutPage ?? null,
    checked: record.checked ?? null,
    programme: programmeOf(record),
    termsWatch: termsWatchOfOffer(resolved.termsWatch),
    answers: Object.fromEntries(ANSWER_POINTS.map((point) => [point, answerOf(record.answers[point])])) as Record<
      AnswerPoint,
      OpenAnswer | null
    >,
    referee: rewardOf(record, 'referee', resolved.referee),
    sponsor: rewardOf(record, 'sponsor', resolved.sponsor),
    eligibility: eligibilityOf(record.eligibility, label),
    conditions: record.conditions.map((condition) => ({
      kind: condition.kind,
      text: condition.text,
      amount: condition.amount ?? null,
      count: condition.count ?? null,
      deadline: deadlineOf(condition),
      main: condition === main,
      ...sourcedOf(condition),
    })),
    payout: payoutOf(record.payout),
    period: periodOf(record.period),
    costs: record.costs.map((cost) => ({ kind: cost.kind ?? null, text: cost.text, ...sourcedOf(cost) })),
    catches: record.catches.map((note) => ({ text: note.text, ...sourcedOf(note) })),
    codeWhere: record.codeWhere ? { text: record.codeWhere.text, ...sourcedOf(record.codeWhere) } : null,
    sources: record.sources.map(({ id, title, url, consulted, kind }) => ({ id, title, url, consulted, kind })),
  };
}

export function offersDataset(input: DatasetInput): OffersDataset {
  return {
    $schema: input.absoluteUrl(OPEN_DATA.schema),
    name: `Offres de parrainage suivies par ${input.siteName}`,
    site: input.absoluteUrl('/'),
    generatedAt: input.generatedAt,
    amountsUpdatedAt: input.amountsUpdatedAt ?? null,
    currency: 'EUR',
    offers: input.records.map((record) => offerOf(record, input)),
  };
}
