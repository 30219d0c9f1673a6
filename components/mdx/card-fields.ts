import type { Card } from 'contentlayer/generated';

/** The rows of a card sheet and of the side-by-side comparison, in reading order. */
export const CARD_FIELDS: readonly { key: keyof Card & string; label: string }[] = [
  { key: 'network', label: 'Réseau' },
  { key: 'fee', label: 'Cotisation' },
  { key: 'incomeCondition', label: 'Condition de revenus' },
  { key: 'paymentLimit', label: 'Plafond de paiement' },
  { key: 'withdrawalLimit', label: 'Plafond de retrait' },
  { key: 'feesAbroad', label: 'Frais à l’étranger' },
  { key: 'insurance', label: 'Assurances et assistance' },
];

export const cardField = (card: Card, key: keyof Card & string): string => String(card[key] ?? '');
