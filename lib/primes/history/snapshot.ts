import { byTimeThenKey, compareInstants } from './instant';
import { STORED_KEYS, type AmountChange, type Amounts, type PrimeHistory, type StoredKey } from './types';

/** One successful read of the live document: its amounts and Firestore's time of its last change. */
export type LiveAmounts = { readonly project: string; readonly values: Amounts; readonly updatedAt: string };

export type SnapshotResult =
  /** First snapshot: the values become the baseline, with no change entry (their past is unknown). */
  | { readonly kind: 'baseline'; readonly history: PrimeHistory }
  | { readonly kind: 'changed'; readonly history: PrimeHistory; readonly added: readonly AmountChange[] }
  /** Nothing to write: same amounts as last seen, or every change already logged. */
  | { readonly kind: 'unchanged' }
  /** The log was taken from another Firestore project (a local emulator's, say): extending it would mix two documents. */
  | { readonly kind: 'other-project'; readonly project: string }
  /** The document read is older than the last one recorded (another project, a restored backup): writing it would rewrite the past. */
  | { readonly kind: 'older'; readonly seenAt: string };

const identity = (change: Pick<AmountChange, 'key' | 'updatedAt'>) => `${change.key}@${change.updatedAt}`;

/**
 * What a snapshot adds to the history. Idempotent by (key, updatedAt): a re-run, or a run
 * over a history that already holds its entries (a snapshot committed twice, a lost commit
 * replayed), adds nothing; a snapshot that was lost is made up by the next one, which
 * compares with the last values actually recorded. Only the values in between two
 * snapshots are unknowable: Firestore keeps no past of a document.
 */
export function applySnapshot(history: PrimeHistory | undefined, live: LiveAmounts, recordedAt: string): SnapshotResult {
  if (history === undefined) {
    return {
      kind: 'baseline',
      history: { project: live.project, since: recordedAt, seen: { updatedAt: live.updatedAt, values: live.values }, changes: [] },
    };
  }
  if (history.project !== live.project) return { kind: 'other-project', project: history.project };
  if (compareInstants(live.updatedAt, history.seen.updatedAt) < 0) return { kind: 'older', seenAt: history.seen.updatedAt };
  const logged = new Set(history.changes.map(identity));
  const added: AmountChange[] = [];
  for (const key of STORED_KEYS) {
    const before = history.seen.values[key];
    const after = live.values[key];
    if (before === after || logged.has(identity({ key, updatedAt: live.updatedAt }))) continue;
    added.push({
      key,
      ...(before === undefined ? {} : { old: before }),
      ...(after === undefined ? {} : { new: after }),
      updatedAt: live.updatedAt,
      recordedAt,
    });
  }
  added.sort(byTimeThenKey);
  if (added.length === 0 && sameAmounts(history.seen.values, live.values)) return { kind: 'unchanged' };
  if (added.length === 0) {
    // Every change was logged already (a replayed snapshot): only `seen` catches up.
    return { kind: 'changed', history: { ...history, seen: { updatedAt: live.updatedAt, values: live.values } }, added };
  }
  return {
    kind: 'changed',
    history: {
      ...history,
      seen: { updatedAt: live.updatedAt, values: live.values },
      changes: [...history.changes, ...added].sort(byTimeThenKey),
    },
    added,
  };
}

function sameAmounts(a: Amounts, b: Amounts): boolean {
  return STORED_KEYS.every((key: StoredKey) => a[key] === b[key]);
}
