import { NBSP } from '../french';
import { isUnpublished, type Answer, type Answers, type OfferRecord } from './record';

/**
 * What a visitor can ask the comparison for (« sans condition de revenus »…), each a
 * question the offer record answers « yes », « no » or « unknown ». A record answers from
 * its sourced `answers` (a sure « no income condition » is a yes), else from its typed
 * facts where they settle the point (a sure income step is a no); a ⚠️ (unsure) fact, an
 * empty record or terms that were never typed leave the point unknown. A filter keeps the
 * yes, hides the no, and names the unknown offers it leaves aside, so that a visitor never
 * reads missing information as an answer.
 */
export const FACETS = ['no-income', 'no-min-deposit', 'free-card', 'payout-published', 'has-page'] as const;
export type Facet = (typeof FACETS)[number];
export type FacetAnswer = 'yes' | 'no' | 'unknown';

/** The filter's labels, as the visitor reads them. */
export const FACET_LABELS: Readonly<Record<Facet, string>> = {
  'no-income': 'Sans condition de revenus',
  'no-min-deposit': 'Sans dépôt minimum',
  'free-card': 'Sans frais de carte ni de compte',
  'payout-published': 'Délai de versement publié',
  'has-page': 'Page d’offre sur le site',
};

/** What each facet means, said under the filters so that a visitor knows what « sans » rests on. */
export const FACET_RULES_NOTE = `Un filtre ne garde que les offres dont la fiche établit le fait, sources à l’appui${NBSP}; celles dont nous ignorons la réponse sont nommées sous les filtres, à part.`;

type Facts = Pick<OfferRecord, 'conditions' | 'costs' | 'payout' | 'checked'> & {
  readonly page?: string;
  readonly answers?: Answers;
};

/** A sourced answer read as the facet asks it (« sans … »: `exists: false` is a yes); an unsure one settles nothing. */
function fromAnswer(answer: Answer | undefined): FacetAnswer | undefined {
  if (answer === undefined || answer.certainty !== 'sure') return answer === undefined ? undefined : 'unknown';
  return answer.exists ? 'no' : 'yes';
}

/**
 * Whether the record has typed the offer's terms: at least one sure condition of a kind
 * other than the code and the free-text `other`. A record whose only conditions are the
 * code, free text or ⚠️ facts has not read the terms' list of steps, so that no income or
 * deposit step appears in it says nothing about the offer.
 */
export function hasTypedTerms(record: Pick<OfferRecord, 'conditions'>): boolean {
  return record.conditions.some((condition) => condition.certainty === 'sure' && condition.kind !== 'code' && condition.kind !== 'other');
}

/** « Sans condition de revenus »: the sourced answer; else a sure income step says no, typed terms without one say yes. */
export function noIncomeAnswer(record: Pick<Facts, 'conditions' | 'answers'>): FacetAnswer {
  const stated = fromAnswer(record.answers?.income);
  if (stated) return stated;
  const income = record.conditions.filter((condition) => condition.kind === 'income');
  if (income.some((condition) => condition.certainty === 'sure')) return 'no';
  return hasTypedTerms(record) && income.length === 0 ? 'yes' : 'unknown';
}

/**
 * « Sans dépôt minimum »: the sourced answer; else a sure deposit step with an amount says
 * no, and typed money steps (a sure `deposit` or `card-payments`) with no amount and no
 * unsure deposit say yes: a sure deposit without an amount (« argent ajouté ») asks for money
 * in and sets no minimum. An income or identity step alone says nothing about deposits.
 */
export function noMinimumDepositAnswer(record: Pick<Facts, 'conditions' | 'answers'>): FacetAnswer {
  const stated = fromAnswer(record.answers?.deposit);
  if (stated) return stated;
  const deposits = record.conditions.filter((condition) => condition.kind === 'deposit');
  if (deposits.some((condition) => condition.certainty === 'sure' && condition.amount !== undefined)) return 'no';
  const moneySteps = record.conditions.some(
    (condition) => condition.certainty === 'sure' && (condition.kind === 'deposit' || condition.kind === 'card-payments'),
  );
  const unsureDeposit = deposits.some((condition) => condition.certainty === 'unsure');
  return moneySteps && !unsureDeposit ? 'yes' : 'unknown';
}

/**
 * « Sans frais de carte ni de compte »: the sourced answer on fees; else a sure card or inactivity fee says no,
 * and a checked record (`checked`) whose offer involves a card (a `card-payments` condition)
 * and whose costs name no card fee, not even an unsure one, nor an unclassified cost, says
 * yes: an empty cost list of a checked record is the check's word that it found none.
 */
export function freeCardAnswer(record: Pick<Facts, 'conditions' | 'costs' | 'checked' | 'answers'>): FacetAnswer {
  const stated = fromAnswer(record.answers?.fees);
  if (stated) return stated;
  const fees = record.costs.filter((cost) => cost.kind !== 'other');
  if (fees.some((cost) => cost.kind !== undefined && cost.certainty === 'sure')) return 'no';
  const card = record.conditions.some((condition) => condition.kind === 'card-payments');
  return record.checked !== undefined && card && fees.length === 0 ? 'yes' : 'unknown';
}

/** A payout delay as published, from a sure source: a ⚠️ delay or none is a no, the facet being about publication itself. */
export function hasPublishedPayout(record: Pick<OfferRecord, 'payout'>): boolean {
  return !isUnpublished(record.payout) && record.payout.certainty === 'sure';
}

/** The site has a page whose offer box comes first. */
export function hasOfferPage(record: { readonly page?: string }): boolean {
  return record.page !== undefined;
}

const yesNo = (value: boolean): FacetAnswer => (value ? 'yes' : 'no');
const ANSWERS: Readonly<Record<Facet, (record: Facts) => FacetAnswer>> = {
  'no-income': noIncomeAnswer,
  'no-min-deposit': noMinimumDepositAnswer,
  'free-card': freeCardAnswer,
  'payout-published': (record) => yesNo(hasPublishedPayout(record)),
  'has-page': (record) => yesNo(hasOfferPage(record)),
};

/** Every facet's answer for a record; all unknown for a provider without a record. */
export function facetAnswersOf(record: Facts | undefined): Readonly<Record<Facet, FacetAnswer>> {
  return Object.fromEntries(FACETS.map((facet) => [facet, record === undefined ? 'unknown' : ANSWERS[facet](record)])) as Record<
    Facet,
    FacetAnswer
  >;
}

/** The facets a record establishes, in FACETS order. */
export function facetsOf(record: Facts | undefined): Facet[] {
  const answers = facetAnswersOf(record);
  return FACETS.filter((facet) => answers[facet] === 'yes');
}

/** The facets a record leaves unknown, in FACETS order: the filters name it apart rather than answer for it. */
export function unknownFacetsOf(record: Facts | undefined): Facet[] {
  const answers = facetAnswersOf(record);
  return FACETS.filter((facet) => answers[facet] === 'unknown');
}
