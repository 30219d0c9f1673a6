import { NBSP } from '../../french';
import { formatInstantFr } from '../../format-date';
import { formatPrime } from '../format';
import { PROVIDER_LABELS, type StoredKind } from '../providers';
import { SHARE_BONUS_LABEL } from '../share-bonus';
import { partsOfKey, type AmountChange } from './types';

/** The amount each key holds, as the offer box names it. */
export const KIND_LABELS: Readonly<Record<StoredKind, string>> = {
  filleul: 'Prime du filleul',
  parrain: 'Prime du parrain',
  partage: SHARE_BONUS_LABEL,
};

/** « Prime du parrain » (in a box, whose provider is known) or « Prime du parrain BoursoBank » (in a list). */
export function changeSubject(change: AmountChange, withProvider: boolean): string {
  const { kind, provider } = partsOfKey(change.key);
  return withProvider ? `${KIND_LABELS[kind]} ${PROVIDER_LABELS[provider]}` : KIND_LABELS[kind];
}

/**
 * « 80 € → 150 € », « nouveau montant 150 € », « 80 € → retiré »: a side the document did
 * not hold is said, never shown as 0 €.
 */
export function changeAmounts(change: AmountChange): string {
  if (change.old === undefined) return `nouveau montant${NBSP}: ${formatPrime(change.new)}`;
  if (change.new === undefined) return `${formatPrime(change.old)} → montant retiré`;
  return `${formatPrime(change.old)} → ${formatPrime(change.new)}`;
}

/** « le 21 novembre 2026 »: the day of France when the document changed. */
export const changeDay = (change: AmountChange): string => formatInstantFr(change.updatedAt);

/** One line for a feed's title or a plain-text list: « Prime du parrain BoursoBank : 80 € → 150 € ». */
export function changeTitle(change: AmountChange): string {
  return `${changeSubject(change, true)}${NBSP}: ${changeAmounts(change)}`;
}
