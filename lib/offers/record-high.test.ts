import { describe, expect, it } from 'vitest';
import type { AmountChange, PrimeHistory } from '../primes/history/types';
import { RECORD_HIGH_MIN_DAYS, recordHighOf, recordHighText } from './record-high';

const KEY = 'PRIME_PARRAIN_BOURSOBANK';
const SINCE = '2026-01-05T05:00:00.000Z';

/** A day `days` after the first relevé, at 10:00 UTC (11:00 in Paris). */
const dayAfter = (days: number) => new Date(Date.parse('2026-01-05T10:00:00Z') + days * 86_400_000).toISOString();
const dayOf = (days: number) => dayAfter(days).slice(0, 10);

/** A history of KEY: its amount at the first relevé, then each [days after, new amount]. */
function historyOf(start: number | undefined, moves: readonly (readonly [number, number | undefined])[]): PrimeHistory {
  let previous = start;
  const changes: AmountChange[] = moves.map(([days, amount]) => {
    const change = {
      key: KEY,
      ...(previous === undefined ? {} : { old: previous }),
      ...(amount === undefined ? {} : { new: amount }),
      updatedAt: dayAfter(days),
      recordedAt: dayAfter(days + 1),
    } as const;
    previous = amount;
    return change;
  });
  const last = moves.at(-1);
  return {
    project: 'parrainage-malin',
    since: SINCE,
    seen: { updatedAt: last ? dayAfter(last[0]) : SINCE, values: previous === undefined ? {} : { [KEY]: previous } },
    changes,
  };
}

const LATER = dayOf(200);

describe('recordHighOf: « au plus haut depuis … » from one amount’s history', () => {
  it('says nothing while the history is shorter than the minimum span, even after a rise', () => {
    const history = historyOf(80, [[10, 150]]);
    expect(recordHighOf(history, KEY, dayOf(RECORD_HIGH_MIN_DAYS - 1))).toBeUndefined();
    // The same history, a day past the span, does say it: the span alone held it back.
    expect(recordHighOf(history, KEY, dayOf(RECORD_HIGH_MIN_DAYS))).toEqual({ amount: 150, since: 'first', day: '2026-01-05' });
  });

  it('says nothing without a history, nor for a key the document does not hold', () => {
    expect(recordHighOf(undefined, KEY, LATER)).toBeUndefined();
    expect(recordHighOf(historyOf(80, [[10, 150]]), 'PRIME_FILLEUL_BOURSOBANK', LATER)).toBeUndefined();
    expect(recordHighOf(historyOf(80, [[10, undefined]]), KEY, LATER)).toBeUndefined();
  });

  it('says nothing of a flat amount: unchanged since the first relevé is no high', () => {
    expect(recordHighOf(historyOf(80, []), KEY, LATER)).toBeUndefined();
  });

  it('dates a new high from the first relevé when the amount was never as high', () => {
    const high = recordHighOf(
      historyOf(80, [
        [30, 100],
        [60, 90],
        [120, 150],
      ]),
      KEY,
      LATER,
    );
    expect(high).toEqual({ amount: 150, since: 'first', day: '2026-01-05' });
    expect(recordHighText(high!)).toBe('au plus haut depuis son premier relevé, le 5 janvier 2026');
  });

  it('stops at an older value equal to the amount: the last day it was as high', () => {
    // 100, down to 80 on day 20, back to 100 on day 100: as high as it was until day 20.
    const high = recordHighOf(
      historyOf(100, [
        [20, 80],
        [100, 100],
      ]),
      KEY,
      LATER,
    );
    expect(high).toEqual({ amount: 100, since: 'as-high', day: dayOf(20) });
    expect(recordHighText(high!)).toBe('au plus haut depuis le 25 janvier 2026');
  });

  it('after a drop then a rise, dates from the fall below the amount, not from an older higher value', () => {
    // 200, 120 from day 10, 60 from day 40, 150 from day 150: 150 was last reached before day 10.
    expect(
      recordHighOf(
        historyOf(200, [
          [10, 120],
          [40, 60],
          [150, 150],
        ]),
        KEY,
        LATER,
      ),
    ).toEqual({
      amount: 150,
      since: 'as-high',
      day: dayOf(10),
    });
    // 200, 120 from day 10, 60 from day 40, 100 from day 150: 100 was last reached before day 40.
    expect(
      recordHighOf(
        historyOf(200, [
          [10, 120],
          [40, 60],
          [150, 100],
        ]),
        KEY,
        LATER,
      )?.day,
    ).toBe(dayOf(40));
  });

  it('says nothing after a drop, nor when the amount only came back to where it just was', () => {
    expect(recordHighOf(historyOf(150, [[30, 80]]), KEY, LATER)).toBeUndefined();
    // A key removed then put back at its old amount: the last amount recorded was as high.
    expect(
      recordHighOf(
        historyOf(150, [
          [30, undefined],
          [60, 150],
        ]),
        KEY,
        LATER,
      ),
    ).toBeUndefined();
  });

  it('says nothing of a rise the same day as the fall it makes up for', () => {
    const history = historyOf(100, [[20, 80]]);
    const sameDay = new Date(Date.parse(dayAfter(20)) + 3_600_000).toISOString();
    history.changes = [
      ...history.changes,
      { key: KEY, old: 80, new: 100, updatedAt: sameDay, recordedAt: dayAfter(21) },
    ] as PrimeHistory['changes'];
    expect(recordHighOf(history, KEY, LATER)).toBeUndefined();
  });

  it('counts the span from the day a new key was first recorded, and dates a high from that day', () => {
    // Absent at the first relevé, 50 from day 100, 70 from day 150.
    const history = historyOf(undefined, [
      [100, 50],
      [150, 70],
    ]);
    expect(recordHighOf(history, KEY, dayOf(150 + 30))).toBeUndefined();
    expect(recordHighOf(history, KEY, dayOf(100 + RECORD_HIGH_MIN_DAYS))).toEqual({ amount: 70, since: 'first', day: dayOf(100) });
  });
});
