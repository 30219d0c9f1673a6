import { matchAmounts } from './amount-match';
import { amountText } from './amount-text';
import type { WatchedAmount } from './types';

/**
 * The amounts of the offers looked for on their official pages: the watch is given, per record,
 * the amounts the site shows (computed by lib/offers from the record and the settings document,
 * never typed here), and keeps per address what its text says of each.
 */

/** An amount the site shows for an offer: its key in the settings document and its value in euros. */
export type ExpectedAmount = { readonly key: string; readonly amount: number };
/** The same, with the record (provider key) it belongs to, as an address that several records cite needs it. */
export type AddressAmount = ExpectedAmount & { readonly record: string };

/** What the page's text says of each amount, one offer at a time (so that one offer's amount is never another's « different »). */
export function amountsOnPage(html: string, expected: readonly AddressAmount[]): WatchedAmount[] {
  if (expected.length === 0) return [];
  const text = amountText(html);
  const records = [...new Set(expected.map((amount) => amount.record))];
  return records.flatMap((record) => {
    const mine = expected.filter((amount) => amount.record === record);
    const findings = matchAmounts(
      text,
      mine.map((amount) => amount.amount),
    );
    return mine.map(({ key }, index) => {
      const { amount, status, page } = findings[index] ?? { amount: 0, status: 'absent' as const };
      return { key, amount, status, ...(page !== undefined ? { page } : {}) };
    });
  });
}

export type AmountNews = 'amount-different' | 'amount-found' | 'amount-lost';

/**
 * What the writers have not been told yet of each amount, against the entry they last received:
 * a different amount, or a new one (`amount-different`); an amount newly found (a confirmation);
 * an amount found or different before that the page no longer gives (`amount-lost`).
 */
export function amountNews(
  now: readonly WatchedAmount[],
  reported: readonly WatchedAmount[] | undefined,
): { readonly kind: AmountNews; readonly amount: WatchedAmount }[] {
  const told = new Map((reported ?? []).map((amount) => [amount.key, amount]));
  return now.flatMap((amount): { readonly kind: AmountNews; readonly amount: WatchedAmount }[] => {
    const before = told.get(amount.key);
    const same = before !== undefined && before.status === amount.status && before.amount === amount.amount && before.page === amount.page;
    if (same) return [];
    if (amount.status === 'different') return [{ kind: 'amount-different', amount }];
    if (amount.status === 'found') return [{ kind: 'amount-found', amount }];
    return before !== undefined && before.status !== 'absent' ? [{ kind: 'amount-lost', amount }] : [];
  });
}
