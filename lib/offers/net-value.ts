import { NBSP } from '../french';
import { formatDateFr } from '../format-date';
import { formatEuros } from '../primes/format';
import { LIVRET_A, type LivretARate } from './livret-a';
import type { ResolvedSide } from './resolve-side';
import type { CostPeriod, OfferRecord, Sourced } from './schema';

/**
 * What an offer is really worth to the referee: the bonus, less what the account costs while it
 * must stay open, less the interest the money it must hold would have earned on a Livret A.
 * Pure and computed from numbers and record facts only, so every surface (box, comparison,
 * cards, `/offres.json`, CSV, « Mon plan ») shows the same figure and the same parts.
 *
 * An unknown part is never guessed: it turns the figure into a range whose lower end is unknown,
 * said « au plus … ». Tax is never deducted (NET_VALUE_TAX_NOTE says why).
 */

/** The record's facts the net value reads. */
export type NetValueFacts = Pick<OfferRecord, 'costs' | 'conditions' | 'payout' | 'holding' | 'keepOpen'>;

export type NetValueInput = {
  /** The referee's bonus in euros as the resolved offer shows it, or null when it shows no figure. */
  readonly bonus: number | null;
  /** The bonus is a ceiling (« jusqu’à … »): what is actually paid may be less. */
  readonly bonusIsCeiling?: boolean;
  readonly facts: NetValueFacts;
  /** The provider's `capitalAtRisk` (lib/primes/providers.ts): passed through, never deducted. */
  readonly capitalAtRisk: boolean;
  /** The Livret A rate to use; the dated constant of lib/offers/livret-a.ts unless a test gives another. */
  readonly rate?: LivretARate;
};

/** Why the costs run as long as they do: the record's stated time, or the longest the conditions allow. */
export type CostTime = { readonly months: number; readonly from: 'keep-open' | 'holding' | 'conditions' };

/** One term of the formula, signed: the bonus adds, the rest takes away, so the parts add up to the value. */
type NetValuePart =
  | { readonly kind: 'bonus'; readonly euros: number; readonly ceiling: boolean }
  | ({
      readonly kind: 'cost';
      readonly euros: number;
      readonly text: string;
      readonly amount: number;
      readonly per: CostPeriod;
      /** For a monthly or yearly cost: the months it is counted over. */
      readonly months?: number;
    } & Sourced)
  | ({
      readonly kind: 'interest';
      readonly euros: number;
      /** The money held, the months it stays, and the Livret A rate it could have earned. */
      readonly amount: number;
      readonly months: number;
      readonly percent: number;
      readonly rateSince: string;
    } & Sourced);

/** A term the record does not give, and what of it is missing. */
type NetValueUnknown =
  | { readonly kind: 'bonus'; readonly missing: 'amount' }
  | ({ readonly kind: 'cost'; readonly text: string; readonly missing: 'amount' | 'period' } & Sourced)
  | ({ readonly kind: 'interest'; readonly missing: 'amount' | 'months' } & Sourced);

export type NetValue =
  | { readonly kind: 'none'; readonly capitalAtRisk: boolean }
  | {
      readonly kind: 'exact';
      readonly value: number;
      readonly parts: readonly NetValuePart[];
      readonly costTime?: CostTime;
      readonly capitalAtRisk: boolean;
    }
  | {
      readonly kind: 'range';
      /**
       * The least it can be worth, or null when an unknown part has no known bound. Every unknown
       * part is unbounded today (a fee without amount can be anything), so it is null; the field
       * keeps the shape for a part whose bound the terms give.
       */
      readonly min: number | null;
      /** The most: the known parts alone, since an unknown part can only take away. */
      readonly max: number;
      readonly parts: readonly NetValuePart[];
      readonly unknown: readonly NetValueUnknown[];
      readonly costTime?: CostTime;
      readonly capitalAtRisk: boolean;
    };

/** A month of a deadline counted in days; a started month counts whole, as a monthly fee is charged for it. */
const DAYS_PER_MONTH = 30;

/** Euros from whole cents, never -0: a part that rounds to nothing must not print « −0 € ». */
const eurosOf = (cents: number) => (cents === 0 ? 0 : cents / 100);
/** A positive amount taken away, rounded to the cent before its sign so halves round the same way both sides. */
const costCents = (euros: number) => -Math.round(euros * 100);

/**
 * How long the costs run: the longest of the time the account must stay open, the time money
 * must stay, and the conditions' longest deadline plus the payout delay. The last one is the
 * most the terms allow, so the value is what is left even for a visitor who takes all that time.
 */
export function costTimeOf(facts: Pick<NetValueFacts, 'conditions' | 'payout' | 'holding' | 'keepOpen'>): CostTime | undefined {
  const deadlines = facts.conditions.flatMap((condition) => ('days' in condition.deadline ? [condition.deadline.days] : []));
  const payoutDays = 'days' in facts.payout && facts.payout.days !== undefined ? facts.payout.days : 0;
  const candidates: CostTime[] = [
    ...(facts.keepOpen ? [{ months: facts.keepOpen.months, from: 'keep-open' as const }] : []),
    ...(facts.holding?.months !== undefined ? [{ months: facts.holding.months, from: 'holding' as const }] : []),
    ...(deadlines.length > 0
      ? [{ months: Math.ceil((Math.max(...deadlines) + payoutDays) / DAYS_PER_MONTH), from: 'conditions' as const }]
      : []),
  ];
  // Ties go to the earlier candidate: the record's own statement explains the time better than a count of days.
  return candidates.reduce<CostTime | undefined>(
    (longest, candidate) => (!longest || candidate.months > longest.months ? candidate : longest),
    undefined,
  );
}

/**
 * Monthly costs count each month; yearly ones pro rata of the months, as a periodic account fee
 * is due only for the time elapsed when the account closes (code monétaire et financier,
 * art. L312-1-1); a one-off cost counts once.
 */
function costCentsOf(amount: number, per: CostPeriod, months: number): number {
  if (per === 'once') return costCents(amount);
  return costCents(per === 'month' ? amount * months : (amount * months) / 12);
}

export function netValueOf(input: NetValueInput): NetValue {
  const { bonus, facts, capitalAtRisk } = input;
  if (bonus === null || !Number.isFinite(bonus) || bonus < 0) return { kind: 'none', capitalAtRisk };
  const rate = input.rate ?? LIVRET_A;
  const ceiling = input.bonusIsCeiling === true;
  const costTime = costTimeOf(facts);
  const parts: NetValuePart[] = [{ kind: 'bonus', euros: eurosOf(Math.round(bonus * 100)), ceiling }];
  const unknown: NetValueUnknown[] = ceiling ? [{ kind: 'bonus', missing: 'amount' }] : [];

  for (const cost of facts.costs) {
    // A fee charged only in months the card is not used is the visitor's to avoid (the conditions
    // usually make them use it), and an option is theirs to choose: neither is taken off the value.
    if (cost.kind === 'inactivity-fee' || cost.choice) continue;
    const sourced = { source: cost.source, certainty: cost.certainty };
    if (cost.amount === undefined || cost.per === undefined) {
      unknown.push({ kind: 'cost', text: cost.text, missing: 'amount', ...sourced });
    } else if (cost.per !== 'once' && costTime === undefined) {
      unknown.push({ kind: 'cost', text: cost.text, missing: 'period', ...sourced });
    } else {
      const months = cost.per === 'once' ? undefined : costTime?.months;
      parts.push({
        kind: 'cost',
        euros: eurosOf(costCentsOf(cost.amount, cost.per, months ?? 0)),
        text: cost.text,
        amount: cost.amount,
        per: cost.per,
        ...(months !== undefined ? { months } : {}),
        ...sourced,
      });
    }
  }

  const { holding } = facts;
  if (holding) {
    const sourced = { source: holding.source, certainty: holding.certainty };
    if (holding.amount === undefined) unknown.push({ kind: 'interest', missing: 'amount', ...sourced });
    else if (holding.months === undefined) unknown.push({ kind: 'interest', missing: 'months', ...sourced });
    else {
      const forgone = (holding.amount * rate.percent * holding.months) / 1200;
      parts.push({
        kind: 'interest',
        euros: eurosOf(costCents(forgone)),
        amount: holding.amount,
        months: holding.months,
        percent: rate.percent,
        rateSince: rate.since,
        ...sourced,
      });
    }
  }

  // Added in whole cents: the parts shown always add up to the value shown.
  const total = eurosOf(parts.reduce((sum, part) => sum + Math.round(part.euros * 100), 0));
  const time = costTime ? { costTime } : {};
  if (unknown.length === 0) return { kind: 'exact', value: total, parts, ...time, capitalAtRisk };
  return { kind: 'range', min: null, max: total, parts, unknown, ...time, capitalAtRisk };
}

/** The referee's side of a resolved offer as the net value takes it: a figure, a ceiling, or nothing. */
export function netValueBonusOf(side: Pick<ResolvedSide, 'status' | 'amount'>): Pick<NetValueInput, 'bonus' | 'bonusIsCeiling'> {
  if (side.status === 'sourced' || side.status === 'unconfirmed') return { bonus: side.amount };
  if (side.status === 'up-to') return { bonus: side.amount, bonusIsCeiling: true };
  return { bonus: null };
}

/** The value as a visitor reads it, the same on every surface: « 71 € », « au plus 71 € », « de 60 € à 71 € ». */
export function netValueWords(value: NetValue): string {
  if (value.kind === 'none') return 'non calculable sans montant de prime';
  if (value.kind === 'exact') return formatEuros(value.value);
  if (value.min === null) return `au plus ${formatEuros(value.max)}`;
  return `de ${formatEuros(value.min)} à ${formatEuros(value.max)}`;
}

/**
 * What the value is made of, in a few words, beside it: « rien à déduire selon les conditions
 * publiées », or each part (« 80 € de prime − 27 € de frais − 2,25 € d’intérêts du Livret A »),
 * with what is unknown; nothing for an offer without a figure.
 */
export function netValueBreakdown(value: NetValue): string {
  if (value.kind === 'none') return '';
  const taken = value.parts.filter((part) => part.kind !== 'bonus');
  const unknown = value.kind === 'range' ? value.unknown.filter((part) => part.kind !== 'bonus') : [];
  if (taken.length === 0 && unknown.length === 0) return 'rien à déduire selon les conditions publiées';
  const bonus = value.parts.find((part) => part.kind === 'bonus');
  const said = [
    ...(bonus ? [`${formatEuros(bonus.euros)} de prime`] : []),
    ...taken.map((part) => `${formatEuros(-part.euros)} ${part.kind === 'cost' ? 'de frais' : 'd’intérêts du Livret A'}`),
  ].join(' − ');
  return unknown.length > 0 ? `${said}, moins des frais ou des intérêts dont les conditions ne donnent pas le montant` : said;
}

const percentWords = (percent: number) => `${String(percent).replace('.', ',')}${NBSP}%`;

/** The formula as the method page states it, with the rate in use and its date. */
export const NET_VALUE_FORMULA =
  `Valeur nette = prime du filleul − frais du compte pendant le temps où il doit rester ouvert − intérêts que la somme à y laisser aurait rapportés sur un Livret A (${percentWords(LIVRET_A.percent)} par an depuis le ${formatDateFr(LIVRET_A.since).replace(/^1 /, '1er ')}) pendant la durée exigée. ` +
  `Ce temps est celui que donnent les conditions pour garder le compte ou la somme, sinon le plus long délai des conditions augmenté du délai de versement, chaque mois commencé compté en entier${NBSP}: les frais mensuels comptent pour chacun de ces mois, les frais annuels au prorata, les frais uniques une fois. ` +
  `Les frais d’inactivité, que l’on évite en utilisant la carte, et le prix d’une option que l’offre n’impose pas ne sont pas déduits, ni un dépôt que les conditions ne demandent pas de laisser sur le compte. Quand les conditions ne donnent pas l’un de ces montants, la valeur nette est dite «${NBSP}au plus${NBSP}» ce que donnent les autres.`;

/** Where the method page states the formula (content/a-propos.mdx, its « Valeur nette d’une offre » section). */
export const NET_VALUE_METHOD_HREF = '/a-propos#valeur-nette-dune-offre';

/** Said beside the formula: the value is before tax, and why no rate is taken off. */
export const NET_VALUE_TAX_NOTE = `La valeur nette est donnée avant impôt${NBSP}: une prime reçue en argent est un revenu à déclarer (la note «${NBSP}Impôts${NBSP}» de chaque encadré d’offre en donne la source), mais l’impôt dépend de la situation de chacun, et aucun taux n’en est déduit.`;
