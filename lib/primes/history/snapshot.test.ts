import { describe, expect, it } from 'vitest';
import { readPrimeHistory } from './check';
import { compareInstants } from './instant';
import { applySnapshot, type LiveAmounts } from './snapshot';
import type { PrimeHistory } from './types';
import { serializeHistory } from './yaml';

const T0 = '2026-11-20T08:00:00.000001Z';
const T1 = '2026-11-21T09:30:00.5Z';
const T2 = '2026-11-22T10:00:00Z';
const PROJECT = 'parrainage-malin';
const live = (updatedAt: string, values: LiveAmounts['values'], project = PROJECT): LiveAmounts => ({ project, updatedAt, values });
const baseline = (values: LiveAmounts['values']): PrimeHistory => {
  const result = applySnapshot(undefined, live(T0, values), '2026-11-20T09:00:00.000Z');
  if (result.kind !== 'baseline') throw new Error(result.kind);
  return result.history;
};

describe('applySnapshot', () => {
  it('first run: the values become the baseline, with no change and no invented « old »', () => {
    const history = baseline({ PRIME_PARRAIN_BOURSOBANK: 80, PRIME_FILLEUL_BOURSOBANK: 50 });
    expect(history).toEqual({
      project: PROJECT,
      since: '2026-11-20T09:00:00.000Z',
      seen: { updatedAt: T0, values: { PRIME_PARRAIN_BOURSOBANK: 80, PRIME_FILLEUL_BOURSOBANK: 50 } },
      changes: [],
    });
  });

  it('logs each changed, added and removed amount with the document’s time', () => {
    const history = baseline({ PRIME_PARRAIN_BOURSOBANK: 80, PRIME_FILLEUL_BOURSOBANK: 50 });
    const result = applySnapshot(history, live(T1, { PRIME_PARRAIN_BOURSOBANK: 150, PRIME_FILLEUL_JOKO: 2 }), '2026-11-21T10:00:00.000Z');
    expect(result.kind).toBe('changed');
    if (result.kind !== 'changed') return;
    const recordedAt = '2026-11-21T10:00:00.000Z';
    expect(result.added).toEqual([
      { key: 'PRIME_FILLEUL_BOURSOBANK', old: 50, updatedAt: T1, recordedAt },
      { key: 'PRIME_FILLEUL_JOKO', new: 2, updatedAt: T1, recordedAt },
      { key: 'PRIME_PARRAIN_BOURSOBANK', old: 80, new: 150, updatedAt: T1, recordedAt },
    ]);
    expect(result.history.seen).toEqual({ updatedAt: T1, values: { PRIME_PARRAIN_BOURSOBANK: 150, PRIME_FILLEUL_JOKO: 2 } });
    // Sorted by time, then key, as the content gate demands.
    expect(result.history.changes.map((change) => change.key)).toEqual([
      'PRIME_FILLEUL_BOURSOBANK',
      'PRIME_FILLEUL_JOKO',
      'PRIME_PARRAIN_BOURSOBANK',
    ]);
  });

  it('a re-run with the same document, or a new time with the same amounts, writes nothing', () => {
    const history = baseline({ PRIME_PARRAIN_BOURSOBANK: 80 });
    expect(applySnapshot(history, live(T0, { PRIME_PARRAIN_BOURSOBANK: 80 }), T2)).toEqual({ kind: 'unchanged' });
    expect(applySnapshot(history, live(T1, { PRIME_PARRAIN_BOURSOBANK: 80 }), T2)).toEqual({ kind: 'unchanged' });
  });

  it('a replayed snapshot over a log that already holds its entries adds none (idempotent by key and time)', () => {
    const first = applySnapshot(baseline({ PRIME_PARRAIN_BOURSOBANK: 80 }), live(T1, { PRIME_PARRAIN_BOURSOBANK: 150 }), T2);
    if (first.kind !== 'changed') throw new Error(first.kind);
    // The entries were committed but `seen` was lost (an old `seen` restored by hand or by a merge).
    const stale: PrimeHistory = { ...first.history, seen: { updatedAt: T0, values: { PRIME_PARRAIN_BOURSOBANK: 80 } } };
    const replay = applySnapshot(stale, live(T1, { PRIME_PARRAIN_BOURSOBANK: 150 }), T2);
    expect(replay.kind === 'changed' && replay.added).toEqual([]);
    expect(replay.kind === 'changed' && replay.history.changes).toEqual(first.history.changes);
    expect(replay.kind === 'changed' && replay.history.seen).toEqual(first.history.seen);
  });

  it('a lost snapshot is made up by the next one: the change is logged against the last values recorded', () => {
    const history = baseline({ PRIME_PARRAIN_BOURSOBANK: 80 });
    // Day 1's run changed 80 → 150 but its commit was lost; day 2 sees 150 still.
    const result = applySnapshot(history, live(T1, { PRIME_PARRAIN_BOURSOBANK: 150 }), T2);
    expect(result.kind === 'changed' && result.added).toEqual([
      { key: 'PRIME_PARRAIN_BOURSOBANK', old: 80, new: 150, updatedAt: T1, recordedAt: T2 },
    ]);
  });

  it('refuses to extend a log taken from another project (a local emulator’s, say)', () => {
    const history = baseline({ PRIME_PARRAIN_BOURSOBANK: 80 });
    expect(applySnapshot(history, live(T1, { PRIME_PARRAIN_BOURSOBANK: 150 }, 'demo-parrainage'), T2)).toEqual({
      kind: 'other-project',
      project: PROJECT,
    });
  });

  it('refuses a document older than the last one recorded', () => {
    const history = baseline({ PRIME_PARRAIN_BOURSOBANK: 80 });
    expect(applySnapshot(history, live('2026-11-19T00:00:00Z', { PRIME_PARRAIN_BOURSOBANK: 10 }), T2)).toEqual({
      kind: 'older',
      seenAt: T0,
    });
  });
});

describe('serializeHistory', () => {
  it('writes what the content gate reads back, the same bytes for the same history', () => {
    const first = applySnapshot(
      baseline({ PRIME_PARRAIN_BOURSOBANK: 80, PRIME_FILLEUL_BOURSOBANK: 50 }),
      live(T1, { PRIME_PARRAIN_BOURSOBANK: 150 }),
      T2,
    );
    if (first.kind !== 'changed') throw new Error(first.kind);
    const text = serializeHistory(first.history);
    expect(readPrimeHistory(text, '2026-11-30')).toEqual({ problems: [], history: first.history });
    expect(serializeHistory(first.history)).toBe(text);
    // Quoted times: no YAML reader may turn them into dates.
    expect(text).toContain(`updatedAt: "${T1}"`);
  });
});

describe('compareInstants', () => {
  it('orders Firestore times to the microsecond', () => {
    expect(compareInstants('2026-11-20T08:00:00.000001Z', '2026-11-20T08:00:00.000002Z')).toBeLessThan(0);
    expect(compareInstants('2026-11-20T08:00:00.1Z', '2026-11-20T08:00:00.100000Z')).toBe(0);
    expect(compareInstants('2026-11-21T00:00:00Z', '2026-11-20T23:59:59.999999Z')).toBeGreaterThan(0);
  });
});
