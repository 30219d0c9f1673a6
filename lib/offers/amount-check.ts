import type { WatchState } from '../sources-watch/types';
import type { ResolvedSide, SideFacts } from './resolve-side';
import type { OfferSide } from './resolved-offer';
import type { OfferRecord } from './schema';

/**
 * What the daily watch saw of an offer's amounts on its official pages (content/sources-watch.yaml):
 * `confirmed`, the page gives the amount shown; `absent`, it gives no amount near the
 * programme's words; `different`, it gives another one (`pageAmount`). Only for the amount the
 * pages show now: a reading of another amount (the settings document changed since) says
 * nothing of this one, so the offer then has no check rather than a stale one.
 */
export const AMOUNT_CHECK_STATUSES = ['confirmed', 'absent', 'different'] as const;
type AmountCheckStatus = (typeof AMOUNT_CHECK_STATUSES)[number];

/** An amount a visitor is shown for one side of an offer: its key in the settings document and its value. */
export type ShownAmount = { readonly side: OfferSide; readonly key: string; readonly amount: number };

type SideAmountCheck = ShownAmount & {
  readonly status: AmountCheckStatus;
  /** YYYY-MM-DD: the day the watch read the page. */
  readonly on: string;
  /** The official page read (the address the record cites). */
  readonly url: string;
  /** With `different`: the amount the page gives instead. */
  readonly pageAmount?: number;
};

/**
 * The offer's check: its least settled side decides (`different`, then `absent`, then
 * `confirmed`), with that side's day, page and amount; `sides`, each side looked for.
 */
export type AmountCheck = Omit<SideAmountCheck, 'side' | 'key' | 'amount'> & { readonly sides: readonly SideAmountCheck[] };

/** The figure a side shows, which the watch looks for: none where the side shows words (no bonus, a closed programme…). */
export function shownAmount(side: OfferSide, facts: SideFacts, resolved: ResolvedSide): ShownAmount | undefined {
  return resolved.amount !== null && resolved.amount > 0 ? { side, key: facts.key, amount: resolved.amount } : undefined;
}

const RANK: Readonly<Record<AmountCheckStatus, number>> = { confirmed: 0, absent: 1, different: 2 };
const STATUS = { found: 'confirmed', absent: 'absent', different: 'different' } as const;

/** What the watch read of amounts on the record's official pages, whatever amount it looked for. */
type WatchFinding = {
  readonly key: string;
  readonly amount: number;
  readonly status: AmountCheckStatus;
  readonly on: string;
  readonly url: string;
  readonly pageAmount?: number;
};

function watchFindingsOf(record: Pick<OfferRecord, 'sources'>, watch: WatchState): WatchFinding[] {
  const urls = new Set(record.sources.map((source) => source.url));
  return watch.sources.flatMap((source) => {
    const { read } = source;
    if (!urls.has(source.url) || read === undefined) return [];
    return (source.amounts ?? []).map((found) => ({
      key: found.key,
      amount: found.amount,
      status: STATUS[found.status],
      on: read,
      url: source.url,
      ...(found.page !== undefined ? { pageAmount: found.page } : {}),
    }));
  });
}

/**
 * One side's check across the record's official pages: found on one of them is confirmed (a
 * page that does not repeat the amount does not unsay another); else a different amount; else
 * absent. Among equals, the latest reading.
 */
function sideCheck(shown: ShownAmount, findings: readonly WatchFinding[]): SideAmountCheck | undefined {
  const checks = findings
    .filter((finding) => finding.key === shown.key && finding.amount === shown.amount)
    .map(({ status, on, url, pageAmount }) => ({ ...shown, status, on, url, ...(pageAmount !== undefined ? { pageAmount } : {}) }));
  const order = (status: AmountCheckStatus) => (status === 'confirmed' ? 0 : status === 'different' ? 1 : 2);
  return checks.sort((a, b) => order(a.status) - order(b.status) || (a.on < b.on ? 1 : a.on > b.on ? -1 : 0))[0];
}

/** The check of the amounts shown, from the watch's findings: only a finding of that very amount counts. */
function amountCheckFrom(findings: readonly WatchFinding[], shown: readonly ShownAmount[]): AmountCheck | undefined {
  const sides = shown.flatMap((amount) => sideCheck(amount, findings) ?? []);
  const decisive = [...sides].sort((a, b) => RANK[b.status] - RANK[a.status])[0];
  if (decisive === undefined) return undefined;
  const { status, on, url, pageAmount } = decisive;
  return { status, on, url, ...(pageAmount !== undefined ? { pageAmount } : {}), sides };
}

export function amountCheckOf(
  record: Pick<OfferRecord, 'sources'>,
  shown: readonly ShownAmount[],
  watch: WatchState,
): AmountCheck | undefined {
  return amountCheckFrom(watchFindingsOf(record, watch), shown);
}
