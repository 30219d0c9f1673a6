import { PROVIDERS, STORED_KINDS, bonusKey } from './providers';
import { BOOSTED_OFFERS, BOOST_RULES } from './thresholds';
import type { GlobalValues, StoredValues } from './types';

const STORED_KEYS: ReadonlySet<string> = new Set(PROVIDERS.flatMap((provider) => STORED_KINDS.map((kind) => bonusKey(kind, provider))));

export type Warn = (message: string) => void;

/**
 * Keeps the finite numeric fields of a raw document. Any other field (a string, a
 * boolean, a key no provider owns) is dropped and named in a single warning, so a
 * typo in the console of Firestore is visible without breaking the site.
 */
export function pickStoredValues(raw: Readonly<Record<string, unknown>>, warn: Warn = console.warn): StoredValues {
  const kept: Record<string, number> = {};
  const ignored: string[] = [];
  for (const [key, value] of Object.entries(raw)) {
    if (STORED_KEYS.has(key) && typeof value === 'number' && Number.isFinite(value)) {
      kept[key] = value;
    } else {
      ignored.push(key);
    }
  }
  if (ignored.length > 0) {
    warn(`primes_parrainage : champs ignorés (non numériques ou inconnus) : ${ignored.sort().join(', ')}`);
  }
  return kept as StoredValues;
}

/**
 * Adds the derived values. PRIME_PARTAGE_ET_FILLEUL is the sum of the halves that
 * exist: one absent half counts as nothing (the visitor still gets the other), both
 * absent leaves the sum absent so that no "0 €" is ever invented.
 * A boosted flag is false when its sponsor bonus is absent.
 */
export function deriveGlobalValues(stored: StoredValues): GlobalValues {
  const values: GlobalValues = { ...stored };
  for (const provider of PROVIDERS) {
    const filleul = stored[bonusKey('filleul', provider)];
    const partage = stored[bonusKey('partage', provider)];
    if (filleul !== undefined || partage !== undefined) {
      values[bonusKey('partage_et_filleul', provider)] = (filleul ?? 0) + (partage ?? 0);
    }
  }
  for (const offer of BOOSTED_OFFERS) {
    const rule = BOOST_RULES[offer];
    const sponsor = stored[bonusKey('parrain', rule.provider)];
    values[`OFFRE_BOOSTED_${offer}`] = sponsor !== undefined && sponsor >= rule.minSponsorBonus;
  }
  return values;
}

/** Raw document → globalValues. */
export function toGlobalValues(raw: Readonly<Record<string, unknown>>, warn?: Warn): GlobalValues {
  return deriveGlobalValues(pickStoredValues(raw, warn));
}
