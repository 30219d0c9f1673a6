import { PROVIDERS, STORED_KINDS, bonusKey, type BonusKey, type Provider, type StoredKind } from '../providers';

/**
 * The history of the amounts, relative to the content folder: Git beside the content,
 * so every change is reviewed, dated and kept with no server or account of its own.
 */
export const HISTORY_FILE = 'historique-primes.yaml';

/** A key the settings document stores (the derived sums and flags have no history of their own). */
export type StoredKey = BonusKey<StoredKind>;

export const STORED_KEYS: readonly StoredKey[] = PROVIDERS.flatMap((provider) => STORED_KINDS.map((kind) => bonusKey(kind, provider)));

/** PRIME_PARRAIN_FORTUNEO_GOLD → { kind: 'parrain', provider: 'FORTUNEO_GOLD' }. */
export function partsOfKey(key: StoredKey): { readonly kind: StoredKind; readonly provider: Provider } {
  const [, kind = '', ...rest] = key.split('_');
  return { kind: kind.toLowerCase() as StoredKind, provider: rest.join('_') as Provider };
}

/** The amounts of the document, by key: a key the document does not hold is absent, never 0. */
export type Amounts = Readonly<Partial<Record<StoredKey, number>>>;

export type { AmountChange, PrimeHistory } from './schema';
