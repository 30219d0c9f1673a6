import { NBSP } from '../french';
import { isUnpublished, type OfferRecord } from './record';

/**
 * What a visitor can ask the comparison for (« sans condition de revenus »…), each a
 * predicate on the offer record, never on prose or amounts. A facet is a claim the table
 * makes to the visitor, so every predicate answers « yes » only on facts the record
 * states: an absent fact, an empty record or a ⚠️ (unsure) fact that could be the
 * excluding one gives « no ».
 */
export const FACETS = ['no-income', 'no-min-deposit', 'free-card', 'payout-published', 'has-page'] as const;
export type Facet = (typeof FACETS)[number];

/** The filter's labels, as the visitor reads them. */
export const FACET_LABELS: Readonly<Record<Facet, string>> = {
  'no-income': 'Sans condition de revenus',
  'no-min-deposit': 'Sans dépôt minimum',
  'free-card': 'Carte gratuite',
  'payout-published': 'Délai de versement publié',
  'has-page': 'Page d’offre sur le site',
};

/** What each facet means, said under the filters so that a visitor knows what « sans » rests on. */
export const FACET_RULES_NOTE = `Un filtre ne garde que les offres dont la fiche établit le fait${NBSP}: une offre dont nous ignorons les conditions, les frais ou le délai n’y figure pas.`;

type Facts = Pick<OfferRecord, 'conditions' | 'costs' | 'payout' | 'checked'> & { readonly page?: string };

/**
 * Whether the record has typed the offer's terms: at least one sure condition of a kind
 * other than the code and the free-text `other`. A record whose only conditions are the
 * code, free text or ⚠️ facts has not read the terms' list of steps, so that no income or
 * deposit step appears in it says nothing about the offer.
 */
export function hasTypedTerms(record: Pick<OfferRecord, 'conditions'>): boolean {
  return record.conditions.some((condition) => condition.certainty === 'sure' && condition.kind !== 'code' && condition.kind !== 'other');
}

/** Typed terms without any `income` condition (sure or not: an unsure one may be real). */
export function hasNoIncomeCondition(record: Pick<OfferRecord, 'conditions'>): boolean {
  return hasTypedTerms(record) && !record.conditions.some((condition) => condition.kind === 'income');
}

/**
 * No minimum deposit: the record has typed how the offer wants money used (a sure
 * `deposit` or `card-payments` condition; an income or identity step alone says nothing
 * about deposits), and no `deposit` condition has an `amount`. A sure deposit condition
 * without an amount (« argent ajouté ») counts as none: the terms read ask for money in
 * and set no minimum. An unsure deposit condition excludes the offer whatever its amount,
 * since the minimum it might hide is unknown.
 */
export function hasNoMinimumDeposit(record: Pick<OfferRecord, 'conditions'>): boolean {
  const moneySteps = record.conditions.some(
    (condition) => condition.certainty === 'sure' && (condition.kind === 'deposit' || condition.kind === 'card-payments'),
  );
  return (
    moneySteps &&
    !record.conditions.some(
      (condition) => condition.kind === 'deposit' && (condition.amount !== undefined || condition.certainty === 'unsure'),
    )
  );
}

/**
 * A card that costs nothing until the bonus is paid: the record was checked (`checked`),
 * the offer involves a card (a `card-payments` condition), and its costs name no card
 * or inactivity fee, not even an unsure one, and leave none unclassified (a cost without
 * a `kind` could be either). An empty cost list of a checked record is the check's word
 * that it found none.
 */
export function hasFreeCard(record: Pick<OfferRecord, 'conditions' | 'costs' | 'checked'>): boolean {
  return (
    record.checked !== undefined &&
    record.conditions.some((condition) => condition.kind === 'card-payments') &&
    record.costs.every((cost) => cost.kind === 'other')
  );
}

/** A payout delay as published, from a sure source: a ⚠️ delay is not shown as « publié ». */
export function hasPublishedPayout(record: Pick<OfferRecord, 'payout'>): boolean {
  return !isUnpublished(record.payout) && record.payout.certainty === 'sure';
}

/** The site has a page whose offer box comes first. */
export function hasOfferPage(record: { readonly page?: string }): boolean {
  return record.page !== undefined;
}

const PREDICATES: Readonly<Record<Facet, (record: Facts) => boolean>> = {
  'no-income': hasNoIncomeCondition,
  'no-min-deposit': hasNoMinimumDeposit,
  'free-card': hasFreeCard,
  'payout-published': hasPublishedPayout,
  'has-page': hasOfferPage,
};

/** The facets a record establishes, in FACETS order; none for a provider without a record. */
export function facetsOf(record: Facts | undefined): Facet[] {
  return record === undefined ? [] : FACETS.filter((facet) => PREDICATES[facet](record));
}
