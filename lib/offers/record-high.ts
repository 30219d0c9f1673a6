import { formatDateFr } from '../format-date';
import type { BonusKey } from '../primes/providers';
import type { PrimeHistory } from '../primes/history/types';

/**
 * « au plus haut depuis le … » beside an amount, from the amounts' history
 * (content/historique-primes.yaml, lib/primes/history): a pure reading of one key's values
 * over time, which the offer box renders on the server.
 *
 * The date means what the phrase means in French news (« le CAC 40 au plus haut depuis
 * 2008 »): the last day the amount was at least as high as it is now. Precisely, with `v` the
 * amount the history holds now:
 * - the history must hold at least RECORD_HIGH_MIN_DAYS days of this amount, from the first day
 *   it was recorded to `today`; before that, nothing is said, however the amount moved;
 * - the last change must have been a rise: the amount before it (the last one recorded, a time
 *   the key was absent from the document being skipped) is strictly lower than `v`. An amount
 *   that never changed, or that fell, or that came back to where it was just before, is no high;
 * - going back in time, the last period the amount was at least `v` gives the date: the day (in
 *   France) of the change that took it below `v`. A high equal to an older value stops there:
 *   « depuis » never reaches past a time the amount was as high;
 * - if it was never at least `v` before, the date is the first day this amount was recorded, and
 *   the phrase says so (« depuis son premier relevé, le … »): the history knows nothing earlier;
 * - a rise the same day as the fall it makes up for says nothing (« depuis » today is no news).
 */

/**
 * Bonuses move with campaigns of a few weeks to two months: a high over less than about a
 * quarter of relevés would only say « higher than last month's campaign », which any
 * campaign is. 90 days covers at least one campaign and the usual level around it.
 */
export const RECORD_HIGH_MIN_DAYS = 90;

export type RecordHigh = {
  /** The amount now, in euros: the one the marker speaks of. */
  readonly amount: number;
  /**
   * `as-high`: `day` is the last day the amount was at least as high; `first`: it never was
   * since its first relevé, `day`.
   */
  readonly since: 'as-high' | 'first';
  /** YYYY-MM-DD, the day in France. */
  readonly day: string;
};

const PARIS_DAY = /* @__PURE__ */ new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day in France of an instant (Firestore's update time, a relevé's time), as YYYY-MM-DD. */
const parisDay = (instant: string): string => PARIS_DAY.format(new Date(instant));

const dayNumber = (day: string) => Math.floor(Date.parse(day) / 86_400_000);

/** One key's value from an instant on (undefined: the document did not hold the key). */
type Period = { readonly from: string; readonly value: number | undefined };

/** One key's values over time, oldest first: what it held at the first relevé, then each change. */
function periodsOf(history: PrimeHistory, key: BonusKey): Period[] {
  const changes = history.changes.filter((change) => change.key === key);
  const seen: Readonly<Partial<Record<BonusKey, number>>> = history.seen.values;
  return [
    { from: history.since, value: changes.length > 0 ? changes[0]?.old : seen[key] },
    ...changes.map((change) => ({ from: change.updatedAt, value: change.new })),
  ];
}

/** Whether the amount of `key` is a high, and since when (see above); `today` is YYYY-MM-DD. */
export function recordHighOf(history: PrimeHistory | undefined, key: BonusKey, today: string): RecordHigh | undefined {
  if (history === undefined) return undefined;
  const periods = periodsOf(history, key);
  const current = periods.at(-1);
  const amount = current?.value;
  if (current === undefined || amount === undefined) return undefined;
  const first = periods.find((period) => period.value !== undefined);
  if (first === undefined || dayNumber(today) - dayNumber(parisDay(first.from)) < RECORD_HIGH_MIN_DAYS) return undefined;
  const earlier = periods.slice(0, -1);
  const before = earlier.findLast((period) => period.value !== undefined)?.value;
  if (before === undefined || before >= amount) return undefined;
  const lastAsHigh = earlier.findLastIndex((period) => period.value !== undefined && period.value >= amount);
  if (lastAsHigh === -1) return { amount, since: 'first', day: parisDay(first.from) };
  // The change that took the amount below `amount`: the period after the last one at least as high.
  const fall = periods[lastAsHigh + 1];
  if (fall === undefined) return undefined;
  const day = parisDay(fall.from);
  return day < parisDay(current.from) ? { amount, since: 'as-high', day } : undefined;
}

/** « au plus haut depuis le » or « au plus haut depuis son premier relevé, le », before the date. */
export const recordHighLead = (high: RecordHigh): string =>
  high.since === 'first' ? 'au plus haut depuis son premier relevé, le' : 'au plus haut depuis le';

/** « au plus haut depuis le 10 novembre 2026 », as the offer box says it. */
export const recordHighText = (high: RecordHigh): string => `${recordHighLead(high)} ${formatDateFr(high.day)}`;
