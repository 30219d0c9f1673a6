import { describe, expect, it } from 'vitest';
import DEFAULT_DOCUMENT from '../primes/default-document.json';
import type { WatchedAmount, WatchState } from '../sources-watch/types';
import { FULL_RECORD } from '../../tests/helpers/offer-records';
import { parseOfferRecord } from './load';
import { resolveOffer } from './resolved-offer';
import type { OfferRecord } from './schema';

/**
 * The resolved offer's `amountCheck`: what the daily watch found of the amounts the pages show,
 * on the record's official pages (content/sources-watch.yaml), for the amount shown now only.
 */
const parsed = parseOfferRecord('offres/joko.yaml', FULL_RECORD).record;
if (!parsed) throw new Error('FULL_RECORD must be a valid record');
const record: OfferRecord = parsed;
const values: Readonly<Record<string, unknown>> = DEFAULT_DOCUMENT;
const REFEREE = DEFAULT_DOCUMENT.PRIME_FILLEUL_JOKO;
const SPONSOR = DEFAULT_DOCUMENT.PRIME_PARRAIN_JOKO;
const AIDE = 'https://support.joko.com/';
const CGU = 'https://www.joko.com/cgu';

const watchOf = (...entries: readonly { url: string; read: string; amounts: readonly WatchedAmount[] }[]): WatchState => ({
  sources: entries.map((entry) => ({ ...entry, records: ['JOKO'], fingerprint: 'a'.repeat(64) })),
});
const referee = (status: WatchedAmount['status'], page?: number): WatchedAmount => ({
  key: 'PRIME_FILLEUL_JOKO',
  amount: REFEREE,
  status,
  ...(page !== undefined ? { page } : {}),
});
const sponsor = (status: WatchedAmount['status']): WatchedAmount => ({ key: 'PRIME_PARRAIN_JOKO', amount: SPONSOR, status });
const checkOf = (watch: WatchState, which: OfferRecord = record) =>
  resolveOffer('JOKO', which, values, { watch, today: '2026-12-05' }).amountCheck;

describe('the resolved offer’s amount check', () => {
  it('is undefined while the watch never looked for the amounts', () => {
    expect(checkOf({ sources: [] })).toBeUndefined();
    expect(checkOf(watchOf({ url: AIDE, read: '2026-12-03', amounts: [] }))).toBeUndefined();
  });

  it('is confirmed when the official page gives every amount shown, with the day and the page', () => {
    expect(checkOf(watchOf({ url: AIDE, read: '2026-12-03', amounts: [referee('found'), sponsor('found')] }))).toEqual({
      status: 'confirmed',
      on: '2026-12-03',
      url: AIDE,
      sides: [
        { side: 'referee', key: 'PRIME_FILLEUL_JOKO', amount: REFEREE, status: 'confirmed', on: '2026-12-03', url: AIDE },
        { side: 'sponsor', key: 'PRIME_PARRAIN_JOKO', amount: SPONSOR, status: 'confirmed', on: '2026-12-03', url: AIDE },
      ],
    });
  });

  it('says the amount the page gives instead when one side differs, whatever the other side says', () => {
    const check = checkOf(watchOf({ url: AIDE, read: '2026-12-03', amounts: [referee('different', REFEREE + 5), sponsor('found')] }));
    expect(check).toMatchObject({ status: 'different', on: '2026-12-03', url: AIDE, pageAmount: REFEREE + 5 });
    expect(check?.sides.map((side) => side.status)).toEqual(['different', 'confirmed']);
  });

  it('is absent when the page gives no amount near the programme’s words', () => {
    expect(checkOf(watchOf({ url: AIDE, read: '2026-12-03', amounts: [referee('absent'), sponsor('found')] }))).toMatchObject({
      status: 'absent',
      url: AIDE,
    });
  });

  it('takes a confirmation on one official page over another page that does not repeat the amount', () => {
    const twoPages = { ...record, sources: [...record.sources, { ...record.sources[0]!, id: 'cgu', url: CGU }] };
    const watch = watchOf(
      { url: AIDE, read: '2026-12-04', amounts: [referee('absent'), sponsor('absent')] },
      { url: CGU, read: '2026-12-03', amounts: [referee('found'), sponsor('found')] },
    );
    expect(checkOf(watch, twoPages)).toMatchObject({ status: 'confirmed', on: '2026-12-03', url: CGU });
  });

  it('says nothing of another amount than the one shown (the document changed since), nor of a page the record does not cite', () => {
    const stale = { ...referee('found'), amount: REFEREE + 10 };
    expect(checkOf(watchOf({ url: AIDE, read: '2026-12-03', amounts: [stale] }))).toBeUndefined();
    expect(checkOf(watchOf({ url: CGU, read: '2026-12-03', amounts: [referee('found'), sponsor('found')] }))).toBeUndefined();
  });
});
