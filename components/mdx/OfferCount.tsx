import { NBSP } from '@/lib/french';
import { rankedProviders } from '@/lib/offers/comparison-order';
import { offerSummaries, type OfferSummaries } from '@/lib/offers/summary';

/**
 * « 12 offres »: how many offers the comparison ranks (running programmes only, the others being
 * listed apart), counted by the very function that picks the table's rows (rankedProviders), so
 * that a page quoting the number never disagrees with the count /parrainage shows above its table.
 */
export function OfferCount({ offers = offerSummaries() }: { offers?: OfferSummaries }) {
  const count = rankedProviders(offers).length;
  return (
    <span data-offer-count={count}>
      {count}
      {NBSP}
      {count > 1 ? 'offres' : 'offre'}
    </span>
  );
}
