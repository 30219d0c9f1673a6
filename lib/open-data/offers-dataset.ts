import { mainConditionOf } from '../offers/condition';
import { isUnpublished } from '../offers/schema';
import type { Certainty, Condition, Eligibility, OfferRecord, Payout, Period, Sourced } from '../offers/schema';
import { programmeReason } from '../offers/programme';
import type { ResolvedSide } from '../offers/resolve-side';
import { resolveOffer, type OfferSide, type ResolvedOffer } from '../offers/resolved-offer';
import { ANSWER_POINTS, type Answer, type AnswerPoint } from '../offers/schema';
import type { WatchState } from '../sources-watch/types';
import { deadlineText, eligibilityLines, payoutText, periodText } from '../offers/wording';
import { CAPITAL_AT_RISK, PROVIDER_FAMILY, PROVIDER_LABELS } from '../primes/providers';
import { LIVRET_A } from '../offers/livret-a';
import { NET_VALUE_FORMULA, NET_VALUE_TAX_NOTE, netValueWords, type NetValue } from '../offers/net-value';
import {
  COST_KEYS,
  HOLDING_KEYS,
  KEEP_OPEN_KEYS,
  NEW_CUSTOMER_KEYS,
  SPONSOR_CAP_KEYS,
  type OffersDataset,
  type OpenOffer,
} from './offers-schema';
import { OPEN_DATA } from './paths';
import { deName } from '../french';
import { formatDateFr, formatInstantFr } from '../format-date';
import { originSentence } from '../offers/uncertainty';

export type { OffersDataset, OpenOffer };

/**
 * /offres.json: every offer record with the amounts its page shows, as plain data. Its shape
 * is declared once, as a zod schema (offers-schema.ts), whose JSON Schema is published beside
 * it; a test holds this builder's output against that schema.
 */

type OpenSourced = { readonly source: string | null; readonly certainty: Certainty | null };
type OpenReward = OpenOffer['referee'];
type OpenProgramme = OpenOffer['programme'];
type OpenTermsWatch = OpenOffer['termsWatch'];
type OpenAmountCheck = OpenOffer['amountCheck'];
type OpenAnswer = NonNullable<OpenOffer['answers'][AnswerPoint]>;
type OpenDeadline = OpenOffer['conditions'][number]['deadline'];
type OpenEligibility = OpenOffer['eligibility'];
type OpenPayout = OpenOffer['payout'];
type OpenPeriod = OpenOffer['period'];
type OpenNetValue = OpenOffer['netValue'];
type KnownNetValue = Extract<NetValue, { kind: 'exact' | 'range' }>;

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

/** A record's fact with each of its schema's keys present: null where the record has none. */
type PresentOrNull<T, K extends keyof T> = { [P in K]-?: undefined extends T[P] ? Exclude<T[P], undefined> | null : T[P] };
function presentOrNullOf<T extends object, K extends keyof T & string>(fact: T, keys: readonly K[]): PresentOrNull<T, K> {
  const values = fact as Readonly<Record<string, unknown>>;
  return Object.fromEntries(keys.map((key) => [key, values[key] ?? null])) as PresentOrNull<T, K>;
}

const NO_SOURCE: OpenSourced = { source: null, certainty: null };
const sourcedOf = (fact: Sourced): Sourced => ({ source: fact.source, certainty: fact.certainty });

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
      ? { ...presentOrNullOf(newCustomer, NEW_CUSTOMER_KEYS), text: textOf(newCustomer), ...sourcedOf(newCustomer) }
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
    ...(programme.source !== undefined && programme.certainty !== undefined
      ? sourcedOf({ source: programme.source, certainty: programme.certainty })
      : NO_SOURCE),
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

function amountCheckOfOffer(check: ResolvedOffer['amountCheck']): OpenAmountCheck {
  if (check === undefined) return null;
  const { status, on, url, pageAmount, sides } = check;
  return {
    status,
    on,
    url,
    pageAmount: pageAmount ?? null,
    sides: sides.map((side) => ({
      side: side.side,
      key: side.key,
      amount: side.amount,
      status: side.status,
      on: side.on,
      url: side.url,
      pageAmount: side.pageAmount ?? null,
    })),
  };
}

/** A part of the formula as the resolved offer computed it: a one-off cost's months, absent there, are null here. */
function netValuePartOf(part: KnownNetValue['parts'][number]): OpenNetValue['parts'][number] {
  return part.kind === 'cost' ? { ...part, months: part.months ?? null } : part;
}

/**
 * The resolved offer's net value, never computed again here: the pages show the same figure and
 * words (netValueWords), and every field is present, null where the kind has nothing to say.
 */
function netValueOf(value: NetValue): OpenNetValue {
  const words = netValueWords(value);
  const { capitalAtRisk } = value;
  if (value.kind === 'none') {
    return { kind: 'none', value: null, min: null, max: null, words, parts: [], unknown: [], costTime: null, capitalAtRisk };
  }
  const parts = value.parts.map(netValuePartOf);
  const costTime = value.costTime ? { months: value.costTime.months, from: value.costTime.from } : null;
  if (value.kind === 'exact') {
    return { kind: 'exact', value: value.value, min: null, max: null, words, parts, unknown: [], costTime, capitalAtRisk };
  }
  return { kind: 'range', value: null, min: value.min, max: value.max, words, parts, unknown: value.unknown, costTime, capitalAtRisk };
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
    family: PROVIDER_FAMILY[record.provider],
    capitalAtRisk: CAPITAL_AT_RISK[record.provider],
    page: record.page === undefined ? null : input.absoluteUrl(record.page),
    withoutPage: record.withoutPage ?? null,
    checked: record.checked ?? null,
    programme: programmeOf(record),
    termsWatch: termsWatchOfOffer(resolved.termsWatch),
    amountCheck: amountCheckOfOffer(resolved.amountCheck),
    origin: {
      kind: resolved.origin.kind,
      sentence: originSentence(resolved.origin, {
        ofBrand: deName(label),
        day: formatDateFr,
        ...(input.amountsUpdatedAt ? { amountsDay: formatInstantFr(input.amountsUpdatedAt) } : {}),
      }),
    },
    answers: Object.fromEntries(ANSWER_POINTS.map((point) => [point, answerOf(record.answers[point])])) as Record<
      AnswerPoint,
      OpenAnswer | null
    >,
    referee: rewardOf(record, 'referee', resolved.referee),
    sponsor: rewardOf(record, 'sponsor', resolved.sponsor),
    netValue: netValueOf(resolved.netValue),
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
    costs: record.costs.map((cost) => ({
      kind: cost.kind ?? null,
      ...presentOrNullOf(cost, COST_KEYS),
      choice: cost.choice === true,
      text: cost.text,
      ...sourcedOf(cost),
    })),
    sponsorCap: record.sponsorCap ? { ...presentOrNullOf(record.sponsorCap, SPONSOR_CAP_KEYS), ...sourcedOf(record.sponsorCap) } : null,
    holding: record.holding ? { ...presentOrNullOf(record.holding, HOLDING_KEYS), ...sourcedOf(record.holding) } : null,
    keepOpen: record.keepOpen ? { ...presentOrNullOf(record.keepOpen, KEEP_OPEN_KEYS), ...sourcedOf(record.keepOpen) } : null,
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
    netValueMethod: {
      formula: NET_VALUE_FORMULA,
      taxNote: NET_VALUE_TAX_NOTE,
      livretA: {
        percent: LIVRET_A.percent,
        since: LIVRET_A.since,
        source: {
          title: LIVRET_A.source.title,
          url: LIVRET_A.source.url,
          published: LIVRET_A.source.published,
          consulted: LIVRET_A.source.consulted,
        },
      },
    },
    offers: input.records.map((record) => offerOf(record, input)),
  };
}
