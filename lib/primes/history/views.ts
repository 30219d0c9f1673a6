import type { Provider } from '../providers';
import { compareInstants } from './instant';
import { partsOfKey, type AmountChange, type PrimeHistory } from './types';

/** Newest first: what a reader wants to see first, and what a feed lists first. */
const newestFirst = (a: AmountChange, b: AmountChange) => compareInstants(b.updatedAt, a.updatedAt) || a.key.localeCompare(b.key);

/** One provider's changes, newest first, at most `limit`. */
export function changesOf(history: PrimeHistory | undefined, provider: Provider, limit = Infinity): AmountChange[] {
  return (history?.changes ?? [])
    .filter((change) => partsOfKey(change.key).provider === provider)
    .sort(newestFirst)
    .slice(0, limit);
}

/** Every provider's changes, newest first, at most `limit`. */
export function latestChanges(history: PrimeHistory | undefined, limit = Infinity): AmountChange[] {
  return [...(history?.changes ?? [])].sort(newestFirst).slice(0, limit);
}

/** The id of a provider's history in its offer box, which the list and the feed link to: FORTUNEO_GOLD → historique-fortuneo-gold. */
export const historyAnchor = (provider: Provider): string => `historique-${provider.toLowerCase().replaceAll('_', '-')}`;
