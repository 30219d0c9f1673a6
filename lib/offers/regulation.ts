import type { OfferRecord, Regulation } from './schema';

/**
 * An unregulated platform (its record's `regulation.regulated: false`, a sourced fact): what a
 * visitor reads beside its name wherever the offer is shown (box, comparison row, cards), in
 * words rather than a colour, and the rule that ranks it after every other offer
 * (lib/offers/comparison-order.ts).
 */
export const UNREGULATED_MARK = 'Non régulée';
/** Said after the mark where there is room for a reason (comparison row, cards). */
export const UNREGULATED_REASON = 'aucune licence de services financiers';

/** The record's « no licence » fact, if it states one. */
export function unregulatedOf(record: OfferRecord | undefined): Regulation | undefined {
  return record?.regulation?.regulated === false ? record.regulation : undefined;
}
