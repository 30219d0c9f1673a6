import type { AmountsHistory } from 'contentlayer/generated';
import { isStoredKey, type AmountChange, type PrimeHistory, type StoredKey } from './types';

/**
 * contentlayer's document → the typed history. The content build has run the gate
 * (lib/primes/history/check.ts) on the file already; this only narrows what
 * contentlayer cannot type (`values` is free JSON, keys are strings).
 */
export function toPrimeHistory(doc: AmountsHistory): PrimeHistory {
  const raw: unknown = doc.seen.values;
  const values: Partial<Record<StoredKey, number>> = {};
  for (const [key, value] of Object.entries(typeof raw === 'object' && raw !== null ? raw : {})) {
    if (isStoredKey(key) && typeof value === 'number') values[key] = value;
  }
  const changes = doc.changes.flatMap((change): AmountChange[] => {
    const { key } = change;
    if (!isStoredKey(key)) return [];
    return [
      {
        key,
        ...(change.old === undefined ? {} : { old: change.old }),
        ...(change.new === undefined ? {} : { new: change.new }),
        updatedAt: change.updatedAt,
        recordedAt: change.recordedAt,
      },
    ];
  });
  return { project: doc.project, since: doc.since, seen: { updatedAt: doc.seen.updatedAt, values }, changes };
}
