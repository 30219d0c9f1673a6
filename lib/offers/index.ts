import type { Provider } from '../primes/providers';
import { mainConditionSaid } from './condition';
import { OFFER_RECORDS } from './content.generated';
import type { OfferRecord } from './schema';

export { mainConditionOf } from './condition';
export type * from './schema';

const BY_PROVIDER = new Map<Provider, OfferRecord>(OFFER_RECORDS.map((record) => [record.provider, record]));

/** The sourced facts of one offer (content/offres/), when the content folder has its record. */
export function offerRecordOf(provider: Provider): OfferRecord | undefined {
  return BY_PROVIDER.get(provider);
}

/** Every record, in the settings document's provider order (the gate ensures one per key). */
export function allOfferRecords(): readonly OfferRecord[] {
  return OFFER_RECORDS;
}

/**
 * A provider's main bonus condition as tables, cards and lists show it beside the amounts, with
 * the uncertainty mark on a ⚠️ fact: the same words as the resolved offer's (`mainConditionSaid`).
 */
export function offerConditionOf(provider: Provider): string | undefined {
  const record = offerRecordOf(provider);
  return record ? mainConditionSaid(record)?.said : undefined;
}

/** Where links to a provider's offer go (« Voir l’offre … », tables, lists): the page its record names, where its box comes first. */
export function offerPageOf(provider: Provider): string | undefined {
  return offerRecordOf(provider)?.page;
}

/** Where a client finds their code or link, as the record's source says (« il le trouve … »). */
export function codeWhereOf(provider: Provider): string | undefined {
  return offerRecordOf(provider)?.codeWhere?.text;
}
