import type { BonusKey } from './providers';
import type { BoostedFlagKey } from './thresholds';

/** What the settings document may hold: numbers only, any subset of the keys. */
export type StoredValues = Partial<Record<BonusKey<'parrain' | 'filleul' | 'partage'>, number>>;

/**
 * The values exposed app-wide as `globalValues`: the stored numbers, the derived
 * sums and the boosted flags. Every key is optional because the document may be
 * missing, partial or unreadable; components handle absence explicitly.
 */
export type GlobalValues = StoredValues &
  Partial<Record<BonusKey<'partage_et_filleul'>, number>> &
  Partial<Record<BoostedFlagKey, boolean>>;
