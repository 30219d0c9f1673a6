import { NBSP, upperFirst } from '../french';
import { formatEuros } from '../primes/format';
import { PROVIDER_FAMILY, type Provider } from '../primes/providers';
import { applicabilityOf } from './facet-applicability';
import { isUnpublished, type Answer, type AnswerPoint, type OfferRecord, type Sourced } from './schema';
import { PAYOUT_DELAY_UNCONFIRMED } from './uncertainty';

/**
 * What a visitor can ask the comparison for (« sans condition de revenus »…), each a
 * question the offer record answers « yes », « no » or « unknown », or that does not apply to
 * the offer's family (lib/offers/facet-applicability.ts): such an offer is kept, « sans objet ». Only explicit, sourced facts answer: « yes » comes from a sure sourced
 * statement that the thing does not exist, « no » from a sure sourced statement that it does
 * (an answer, a typed condition, a typed cost); what a record does not list is unknown, never
 * an answer. Every answer carries the sentence it rests on and its source, which the kept row
 * and the offer's box show, and which names an offer a filter hides.
 */
export const FACETS = ['no-income', 'no-min-deposit', 'free-card', 'payout-published', 'has-page'] as const;
export type Facet = (typeof FACETS)[number];
export type FacetAnswer = 'yes' | 'no' | 'unknown' | 'not-applicable';

/** The heading over the filters' answers in an offer's box, which the comparison's notes point to. */
export const FACET_ANSWERS_TITLE = 'Revenus, dépôt minimum et frais';

/** The filter's labels, as the visitor reads them. */
export const FACET_LABELS: Readonly<Record<Facet, string>> = {
  'no-income': 'Sans condition de revenus',
  'no-min-deposit': 'Sans dépôt minimum',
  'free-card': 'Sans frais de carte ni de compte',
  'payout-published': 'Délai de versement publié',
  'has-page': 'Page d’offre sur le site',
};

/** What each facet means, said under the filters so that a visitor knows what « sans » rests on. */
export const FACET_RULES_NOTE = `Un filtre garde les offres qui remplissent son critère, source à l’appui, et celles qu’il ne peut pas concerner, dites «${NBSP}sans objet${NBSP}» avec leur raison${NBSP}; sous chaque filtre coché, les offres écartées sont nommées avec leur raison, et à part celles dont les conditions publiées ne disent rien sur ce point.`;

/**
 * A facet's answer for one offer, the sentence it rests on, and that sentence's source (an `id` of
 * the record's sources); where it does not apply, why, and the sentence a kept row shows.
 */
export type FacetVerdict =
  | { readonly answer: Exclude<FacetAnswer, 'not-applicable'>; readonly sentence?: string; readonly source?: string }
  | { readonly answer: 'not-applicable'; readonly sentence: string; readonly reason: string; readonly source?: undefined };

type Facts = Pick<OfferRecord, 'provider' | 'conditions' | 'costs' | 'payout'> & {
  readonly page?: string;
  readonly withoutPage?: string;
  readonly answers?: OfferRecord['answers'];
};

const sure = (fact: Sourced) => fact.certainty === 'sure';

/** What an answer says when it has no words of its own. */
const ANSWER_WORDS: Readonly<Record<AnswerPoint, { readonly none: string; readonly some: (amount?: number) => string }>> = {
  income: {
    none: 'Aucune condition de revenus',
    some: (amount) => (amount === undefined ? 'Une condition de revenus' : `${formatEuros(amount)} de revenus exigés`),
  },
  deposit: {
    none: 'Aucun dépôt minimum',
    some: (amount) => (amount === undefined ? 'Un dépôt minimum' : `Un dépôt d’au moins ${formatEuros(amount)}`),
  },
  fees: {
    none: 'Ni frais de carte ni frais de compte jusqu’au versement de la prime',
    some: (amount) => (amount === undefined ? 'Des frais de carte ou de compte' : `${formatEuros(amount)} de frais`),
  },
};

/** A sure sourced answer, read as the facet asks it (« sans … »: `exists: false` is a yes); an unsure one settles nothing. */
function fromAnswer(point: AnswerPoint, answer: Answer | undefined): FacetVerdict | undefined {
  if (answer === undefined || !sure(answer)) return undefined;
  const words = ANSWER_WORDS[point];
  const sentence = answer.text ? upperFirst(answer.text) : answer.exists ? words.some(answer.amount) : words.none;
  return { answer: answer.exists ? 'no' : 'yes', sentence, source: answer.source };
}

const withAmount = (text: string, amount: number | undefined) => (amount === undefined ? text : `${text} (${formatEuros(amount)})`);

/** « Sans condition de revenus »: the sure answer; else a sure income step says no; else unknown. */
export function noIncomeVerdict(record: Pick<Facts, 'conditions' | 'answers'>): FacetVerdict {
  const stated = fromAnswer('income', record.answers?.income);
  if (stated) return stated;
  const step = record.conditions.find((condition) => condition.kind === 'income' && sure(condition));
  return step ? { answer: 'no', sentence: withAmount(step.text, step.amount), source: step.source } : { answer: 'unknown' };
}

/** « Sans dépôt minimum »: the sure answer; else a sure deposit step with an amount says no; else unknown. */
export function noMinimumDepositVerdict(record: Pick<Facts, 'conditions' | 'answers'>): FacetVerdict {
  const stated = fromAnswer('deposit', record.answers?.deposit);
  if (stated) return stated;
  const step = record.conditions.find((condition) => condition.kind === 'deposit' && condition.amount !== undefined && sure(condition));
  return step ? { answer: 'no', sentence: withAmount(step.text, step.amount), source: step.source } : { answer: 'unknown' };
}

/** « Sans frais de carte ni de compte »: the sure answer; else a sure card or inactivity fee says no; else unknown. */
export function freeCardVerdict(record: Pick<Facts, 'costs' | 'answers'>): FacetVerdict {
  const stated = fromAnswer('fees', record.answers?.fees);
  if (stated) return stated;
  const fee = record.costs.find((cost) => (cost.kind === 'card-fee' || cost.kind === 'inactivity-fee') && sure(cost));
  return fee ? { answer: 'no', sentence: fee.text, source: fee.source } : { answer: 'unknown' };
}

/** A payout delay a sure source publishes: the facet is about publication itself, so anything else is a no. */
export function payoutVerdict(record: Pick<OfferRecord, 'payout'>): FacetVerdict {
  const { payout } = record;
  if (!isUnpublished(payout) && sure(payout)) return { answer: 'yes', sentence: upperFirst(payout.text), source: payout.source };
  return { answer: 'no', sentence: isUnpublished(payout) ? 'Délai de versement non publié' : PAYOUT_DELAY_UNCONFIRMED };
}

/** The site has a page whose offer box comes first; without one, the record says why. */
export function pageVerdict(record: { readonly page?: string }): FacetVerdict {
  // Why there is none is said in the offer's row already.
  return record.page !== undefined
    ? { answer: 'yes', sentence: 'Page d’offre sur ce site' }
    : { answer: 'no', sentence: 'Pas de page sur ce site' };
}

const VERDICTS: Readonly<Record<Facet, (record: Facts) => FacetVerdict>> = {
  'no-income': noIncomeVerdict,
  'no-min-deposit': noMinimumDepositVerdict,
  'free-card': freeCardVerdict,
  'payout-published': payoutVerdict,
  'has-page': pageVerdict,
};

export function facetVerdictOf(facet: Facet, provider: Provider, record: Facts | undefined): FacetVerdict {
  const applicability = applicabilityOf(facet, PROVIDER_FAMILY[provider]);
  if (!applicability.applies)
    return { answer: 'not-applicable', sentence: `Sans objet${NBSP}: ${applicability.reason}`, reason: applicability.reason };
  return record === undefined ? { answer: 'unknown' } : VERDICTS[facet](record);
}

/** Every facet's verdict for a provider's record; unknown where it has none. */
export function facetVerdictsOf(provider: Provider, record: Facts | undefined): Readonly<Record<Facet, FacetVerdict>> {
  return Object.fromEntries(FACETS.map((facet) => [facet, facetVerdictOf(facet, provider, record)])) as Record<Facet, FacetVerdict>;
}

/** Whether a filter keeps an offer with this answer: established by its record, or sans objet for its family. */
export const keptBy = (answer: FacetAnswer): boolean => answer === 'yes' || answer === 'not-applicable';

/** The facets a filter keeps the offer for, in FACETS order: those its record establishes, and those that do not apply to its family. */
export function facetsOf(provider: Provider, record: Facts | undefined): Facet[] {
  const verdicts = facetVerdictsOf(provider, record);
  return FACETS.filter((facet) => keptBy(verdicts[facet].answer));
}

/** The facets a record leaves unknown, in FACETS order: the filters name it apart rather than answer for it. */
export function unknownFacetsOf(provider: Provider, record: Facts | undefined): Facet[] {
  const verdicts = facetVerdictsOf(provider, record);
  return FACETS.filter((facet) => verdicts[facet].answer === 'unknown');
}
