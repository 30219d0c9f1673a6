import { allOffers } from 'contentlayer/generated';
import { PROVIDERS, type Provider } from '../primes/providers';
import { toOfferRecord } from './from-generated';
import type { OfferRecord } from './record';

export { mainConditionOf } from './record';
export type * from './record';

/** Every record, in the settings document's provider order (the gate ensures one per key). */
const RECORDS: readonly OfferRecord[] = allOffers
  .map(toOfferRecord)
  .sort((a, b) => PROVIDERS.indexOf(a.provider) - PROVIDERS.indexOf(b.provider));
const BY_PROVIDER = new Map<Provider, OfferRecord>(RECORDS.map((record) => [record.provider, record]));

/** The sourced facts of one offer (content/offres/), when the content folder has its record. */
export function offerRecordOf(provider: Provider): OfferRecord | undefined {
  return BY_PROVIDER.get(provider);
}

export function allOfferRecords(): readonly OfferRecord[] {
  return RECORDS;
}

/** Where a client finds their code or link, as the record's source says (« il le trouve … »). */
export function codeWhereOf(provider: Provider): string | undefined {
  return offerRecordOf(provider)?.codeWhere?.text;
}
