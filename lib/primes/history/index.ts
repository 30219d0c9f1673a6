import { allAmountsHistories } from 'contentlayer/generated';
import { toPrimeHistory } from './from-generated';
import type { PrimeHistory } from './types';

export * from './types';
export { changesOf, historyAnchor, latestChanges } from './views';

/** The amounts' history, when the content folder has one (the first scheduled snapshot writes it). */
const HISTORY: PrimeHistory | undefined = allAmountsHistories[0] ? toPrimeHistory(allAmountsHistories[0]) : undefined;

export function primeHistory(): PrimeHistory | undefined {
  return HISTORY;
}
