import { PROVIDERS, STORED_KINDS, bonusKey, type BonusKey, type Provider, type StoredKind } from '../providers';

/**
 * The history of the amounts, relative to the content folder: Git beside the content,
 * so every change is reviewed, dated and kept with no server or account of its own.
 */
export const HISTORY_FILE = 'historique-primes.yaml';

/** A key the settings document stores (the derived sums and flags have no history of their own). */
export type StoredKey = BonusKey<StoredKind>;

export const STORED_KEYS: readonly StoredKey[] = PROVIDERS.flatMap((provider) => STORED_KINDS.map((kind) => bonusKey(kind, provider)));

export function isStoredKey(value: unknown): value is StoredKey {
  return typeof value === 'string' && (STORED_KEYS as readonly string[]).includes(value);
}

/** PRIME_PARRAIN_FORTUNEO_GOLD → { kind: 'parrain', provider: 'FORTUNEO_GOLD' }. */
export function partsOfKey(key: StoredKey): { readonly kind: StoredKind; readonly provider: Provider } {
  const [, kind = '', ...rest] = key.split('_');
  return { kind: kind.toLowerCase() as StoredKind, provider: rest.join('_') as Provider };
}

/** The amounts of the document, by key: a key the document does not hold is absent, never 0. */
export type Amounts = Readonly<Partial<Record<StoredKey, number>>>;

/**
 * One change of one amount, as a snapshot saw it. `old` is absent when the key was not
 * in the document before (a new amount), `new` when it has left it (an amount removed):
 * nothing is ever invented for a side that was not there.
 */
export type AmountChange = {
  readonly key: StoredKey;
  readonly old?: number;
  readonly new?: number;
  /** The document's `updateTime` (Firestore's own time of the change): with `key`, the entry's identity. */
  readonly updatedAt: string;
  /** When the snapshot saw it: the change happened between the previous snapshot and this time. */
  readonly recordedAt: string;
};

export type PrimeHistory = {
  /**
   * The Firestore project the amounts are read from: a log is only ever extended from the
   * same project, so a log started on a local emulator (demo-…) is never mixed with production.
   */
  readonly project: string;
  /** When tracking started: the first snapshot, whose values are the baseline and have no past. */
  readonly since: string;
  /** The last values a snapshot recorded, which the next snapshot is compared with. */
  readonly seen: { readonly updatedAt: string; readonly values: Amounts };
  /** Oldest first, by `updatedAt` then `key`. */
  readonly changes: readonly AmountChange[];
};
