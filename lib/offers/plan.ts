import { formatDateFr } from '../format-date';
import { NBSP } from '../french';
import { formatEuros } from '../primes/format';
import { PROVIDER_LABELS, type Provider } from '../primes/providers';
import { allOfferRecords } from './index';
import { newCustomerEligibility, type EligibilityAnswer, type ProviderHistory } from './new-customer';
import { netValueWords, type NetValue } from './net-value';
import { COMPANIES, companyOf, type Company } from './plan-companies';
import type { CompanyAnswer } from './plan-query';
import { isOpen } from './programme';
import { unregulatedOf } from './regulation';
import { resolveOffer, type OfferContext, type ResolvedOffer } from './resolved-offer';
import { isUnpublished, type NewCustomerAnchor, type OfferRecord } from './schema';
import { sourceAnchor } from './source-anchor';
import { eligibilityLines } from './wording';
import { withCertainty } from './uncertainty';

/**
 * « Mon plan de primes »: for each open offer, whether the visitor can still get it given what
 * they say of their accounts, in what order to go, what it is all worth and how much money is
 * tied up at once. Built on the server from the address alone (lib/offers/plan-query.ts), from
 * the same resolved offers every other page shows.
 */

/** What the form asks of one company: its situation, and the one date its offers' rule counts from. */
export type PlanCompanyQuestion = {
  readonly company: Company;
  /** The day the rule counts from: the closing when no rule of its offers names another. */
  readonly anchor: NewCustomerAnchor;
  readonly dateLabel: string;
};

const DATE_LABELS: Readonly<Record<NewCustomerAnchor, string>> = {
  closing: 'Date de clôture du compte (passée ou prévue)',
  opening: 'Date d’ouverture du compte',
  'last-bonus': 'Date de la dernière prime reçue',
};

/** The rule's anchor when it counts months; « pas client depuis N mois » without one counts from the closing. */
const anchorOf = (record: OfferRecord): NewCustomerAnchor | undefined => {
  const rule = record.eligibility.newCustomer;
  return rule?.rule === 'not-client-for' ? (rule.since ?? 'closing') : undefined;
};

const openRecords = () => allOfferRecords().filter((record) => isOpen(record));

/** The companies with at least one open offer, in the provider list's order. */
export function planQuestions(): PlanCompanyQuestion[] {
  const open = openRecords();
  return COMPANIES.flatMap((company) => {
    const records = open.filter((record) => company.providers.includes(record.provider));
    if (records.length === 0) return [];
    // Asked for every company a visitor may have left, even where no rule counts months today: the
    // answer then waits in the address for the terms to say more, and the form always has the field
    // its messages refer to.
    const anchor = records.map(anchorOf).find((candidate) => candidate !== undefined) ?? 'closing';
    return [{ company, anchor, dateLabel: DATE_LABELS[anchor] }];
  });
}

/** What the visitor said of a company, as the rule of one of its offers reads a history. */
function historyOf(answer: CompanyAnswer | undefined, anchor: NewCustomerAnchor): ProviderHistory {
  if (answer === undefined || answer.situation === 'never') return { held: 'never' };
  const { date } = answer;
  if (answer.situation === 'current') {
    if (date === undefined) return { held: 'current' };
    if (anchor === 'closing') return { held: 'current', closingOn: date };
    return anchor === 'opening' ? { held: 'current', openedOn: date } : { held: 'current', lastBonusOn: date };
  }
  if (date === undefined) return { held: 'closed' };
  if (anchor === 'closing') return { held: 'closed', closedOn: date };
  return anchor === 'opening' ? { held: 'closed', openedOn: date } : { held: 'closed', lastBonusOn: date };
}

/** A day in the visitor's calendar: the plan's .ics has one event per deadline, with a reminder. */
export type PlanDeadline = {
  readonly provider: Provider;
  readonly key: 'fin' | 'ouverture';
  /** YYYY-MM-DD */
  readonly day: string;
  readonly title: string;
  readonly description: string;
};

export type PlanLine = {
  readonly provider: Provider;
  readonly label: string;
  readonly company: Company;
  /** The offer's page on this site, where its box and sources are. */
  readonly href?: string;
  readonly answer: EligibilityAnswer;
  /** The record's new-customer rule as its box words it, and the number of its source in that box. */
  readonly rule?: { readonly text: string; readonly sourceNumber?: number; readonly sourceHref?: string };
  readonly netValue: NetValue;
  /** « 71 € », « au plus 71 € », as every surface says it. */
  readonly netWords: string;
  /** YYYY-MM-DD: the offer's announced end, when the terms give one. */
  readonly end?: string;
  /** Money the offer asks to deposit or keep on the account, when the terms give the amount. */
  readonly tiedUp?: number;
  /** The platform says it holds no financial-services licence: ranked after every regulated offer, as everywhere. */
  readonly unregulated: boolean;
  /** Whether the visitor said anything of this company: the answer then explains itself. */
  readonly held: boolean;
  /** Whether the terms give the referee anything: an offer that pays only the sponsor is listed, never counted. */
  readonly rewardsYou: boolean;
  /** The other open offers of the same company: one account, so one bonus among them. */
  readonly alternatives: readonly string[];
  readonly offer: ResolvedOffer;
};

/** The suggested order, as the page states it. */
export const PLAN_ORDER = `Ordre conseillé${NBSP}: d’abord les offres possibles maintenant, puis celles qui le seront plus tard, celles à vérifier et celles qui ne sont pas pour vous${NBSP}; dans chaque groupe, celles qui vous rapportent une prime avant les autres, une plateforme non régulée après les autres, la date la plus proche (fin de l’offre ou ouverture) d’abord, puis la valeur nette la plus haute.`;

export type Plan = {
  /** In the suggested order: what can be done now first, the soonest deadline first. */
  readonly lines: readonly PlanLine[];
  /**
   * The net values of the offers that pay the visitor, now or later, added up: one per company (the
   * best of its offers), since one account earns one bonus. `counted` is how many offers it adds.
   */
  readonly total: { readonly euros: number; readonly atMost: boolean; readonly words: string; readonly counted: number };
  /** Money deposited or held at once if every offer open now is taken, one per company. */
  readonly tiedUp: number;
  /** How many offers pay the visitor now, and later. */
  readonly now: number;
  readonly later: number;
  readonly deadlines: readonly PlanDeadline[];
};

/** The money an offer asks to put on the account: what must stay, else the largest deposit required. */
function tiedUpOf(record: OfferRecord): number | undefined {
  if (record.holding?.amount !== undefined) return record.holding.amount;
  const deposits = record.conditions.flatMap((condition) =>
    condition.kind === 'deposit' && condition.amount !== undefined ? [condition.amount] : [],
  );
  return deposits.length > 0 ? Math.max(...deposits) : undefined;
}

const endOf = (record: OfferRecord): string | undefined =>
  isUnpublished(record.period) || 'noEnd' in record.period ? undefined : record.period.end;

const ORDER: Readonly<Record<EligibilityAnswer['status'], number>> = {
  possible: 0,
  'possible-from': 1,
  'to-check': 2,
  'not-for-you': 3,
  closed: 4,
};

/** The value a line adds to the total, and whether that is only an upper bound. */
const counted = (value: NetValue): { euros: number; atMost: boolean } | undefined => {
  if (value.kind === 'none') return undefined;
  return value.kind === 'exact' ? { euros: value.value, atMost: false } : { euros: value.max, atMost: true };
};

/**
 * The suggested order, said on the page (PLAN_ORDER): what the visitor can do now before what must
 * wait or be checked; within each, offers that pay the visitor first; an unregulated platform after
 * the others; then the soonest date first (an offer's end, or the day it opens); then the highest net value.
 */
function compareLines(a: PlanLine, b: PlanLine): number {
  const byStatus = ORDER[a.answer.status] - ORDER[b.answer.status];
  if (byStatus !== 0) return byStatus;
  if (a.rewardsYou !== b.rewardsYou) return a.rewardsYou ? -1 : 1;
  // As in every ranking of the site: an unregulated platform never comes before a regulated one.
  if (a.unregulated !== b.unregulated) return a.unregulated ? 1 : -1;
  // Within « possible »: an offer with an end date first, the soonest first; within « possible à partir du », the soonest.
  const dayA = a.answer.status === 'possible-from' ? a.answer.from : a.end;
  const dayB = b.answer.status === 'possible-from' ? b.answer.from : b.end;
  if (dayA !== dayB) return dayA === undefined ? 1 : dayB === undefined ? -1 : dayA < dayB ? -1 : 1;
  return (counted(b.netValue)?.euros ?? -Infinity) - (counted(a.netValue)?.euros ?? -Infinity);
}

/**
 * The plan for a visitor's answers (by company slug), from the settings document's values and
 * the day. Offers whose programme is not open are left out: nobody can get them.
 */
export function buildPlan(
  answers: ReadonlyMap<string, CompanyAnswer>,
  values: Readonly<Record<string, unknown>>,
  context: OfferContext & { readonly today: string },
): Plan {
  const open = openRecords();
  const lines = open
    .map((record): PlanLine => {
      const company = companyOf(record.provider);
      const anchor = anchorOf(record) ?? 'closing';
      const answer = newCustomerEligibility({
        rule: record.eligibility.newCustomer,
        programme: record.programme,
        histories: [historyOf(answers.get(company.slug), anchor)],
        today: context.today,
      });
      const offer = resolveOffer(record.provider, record, values, context);
      const ruleFact = record.eligibility.newCustomer;
      const ruleLine = ruleFact ? eligibilityLines({ newCustomer: ruleFact }, PROVIDER_LABELS[record.provider])[0] : undefined;
      const index = ruleFact ? record.sources.findIndex((source) => source.id === ruleFact.source) : -1;
      // A ⚠️ rule says who gives it, as the offer's box does.
      const ruleText = ruleLine && ruleFact ? withCertainty(ruleLine.text, ruleFact.certainty, record.sources[index]) : undefined;
      const end = endOf(record);
      const tiedUp = tiedUpOf(record);
      return {
        provider: record.provider,
        label: PROVIDER_LABELS[record.provider],
        company,
        ...(record.page ? { href: record.page } : {}),
        answer,
        ...(ruleText
          ? {
              rule: {
                text: ruleText,
                ...(index >= 0 ? { sourceNumber: index + 1 } : {}),
                ...(index >= 0 && record.page ? { sourceHref: `${record.page}#${sourceAnchor(record.provider, index + 1)}` } : {}),
              },
            }
          : {}),
        netValue: offer.netValue,
        netWords: netValueWords(offer.netValue),
        ...(end ? { end } : {}),
        ...(tiedUp !== undefined ? { tiedUp } : {}),
        unregulated: unregulatedOf(record) !== undefined,
        held: (answers.get(company.slug)?.situation ?? 'never') !== 'never',
        rewardsYou: offer.referee.status !== 'none',
        alternatives: open
          .filter((other) => other.provider !== record.provider && companyOf(other.provider) === company)
          .map((other) => PROVIDER_LABELS[other.provider]),
        offer,
      };
    })
    .sort(compareLines);

  const reachable = lines.filter(
    (line) => line.rewardsYou && (line.answer.status === 'possible' || line.answer.status === 'possible-from'),
  );
  // One account per company earns one bonus: its best offer counts, and the money of that one.
  const best = new Map<string, PlanLine>();
  for (const line of reachable) {
    const known = best.get(line.company.slug);
    if (!known || (counted(line.netValue)?.euros ?? -1) > (counted(known.netValue)?.euros ?? -1)) best.set(line.company.slug, line);
  }
  const values_ = [...best.values()].flatMap((line) => counted(line.netValue) ?? []);
  const euros = values_.reduce((sum, value) => sum + Math.round(value.euros * 100), 0) / 100;
  const atMost = values_.some((value) => value.atMost);
  const tiedUp = [...best.values()].filter((line) => line.answer.status === 'possible').reduce((sum, line) => sum + (line.tiedUp ?? 0), 0);

  const deadlines: PlanDeadline[] = reachable.flatMap((line): PlanDeadline[] => [
    ...(line.answer.status === 'possible-from'
      ? [
          {
            provider: line.provider,
            key: 'ouverture' as const,
            day: line.answer.from,
            title: `${line.label}${NBSP}: l’offre vous est ouverte`,
            description: `${line.answer.why} Valeur nette${NBSP}: ${line.netWords}.`,
          },
        ]
      : []),
    ...(line.end && line.end >= context.today
      ? [
          {
            provider: line.provider,
            key: 'fin' as const,
            day: line.end,
            title: `${line.label}${NBSP}: dernier jour de l’offre`,
            description: `L’offre prend fin le ${formatDateFr(line.end)}. Valeur nette${NBSP}: ${line.netWords}.`,
          },
        ]
      : []),
  ]);
  deadlines.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));

  return {
    lines,
    total: {
      euros: euros === 0 ? 0 : euros,
      atMost,
      words: `${atMost ? 'au plus ' : ''}${formatEuros(euros === 0 ? 0 : euros)}`,
      counted: values_.length,
    },
    tiedUp,
    now: reachable.filter((line) => line.answer.status === 'possible').length,
    later: reachable.filter((line) => line.answer.status === 'possible-from').length,
    deadlines,
  };
}
