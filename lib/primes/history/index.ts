import { PRIME_HISTORY } from './history.generated';
import type { PrimeHistory } from './types';

export * from './types';
export { changesOf, historyAnchor, latestChanges } from './views';

/** The amounts' history, when the content folder has one (the first scheduled snapshot writes it). */
export function primeHistory(): PrimeHistory | undefined {
  return PRIME_HISTORY;
}
