import type { OfferSummaries } from '@/lib/content/offer-summary';
import { NBSP } from '@/lib/french';
import { FACETS, FACET_RULES_NOTE } from '@/lib/offers/facets';
import { PROVIDERS, PROVIDER_GROUP, type ProviderGroup } from '@/lib/primes/providers';
import { BOOSTED_MEANING, SHARE_BONUS_DEFINITION, SHARE_BONUS_LABEL } from '@/lib/primes/share-bonus';
import { ComparisonFilters } from './ComparisonFilters';
import { ComparisonRows } from './mdx-islands';

export const TOTAL_DEFINITION = `Total reçu${NBSP}: la prime du filleul, plus le bonus de partage là où le site a un code${NBSP}; ailleurs, la prime du filleul seule.`;

/**
 * Bonuses of every provider (or of one family), filterable by family and by what the
 * offer records establish, in three orders, each with its main condition. A server
 * component: the filters are native controls that the stylesheet obeys, so the whole
 * comparison works without JavaScript; only the table, for its live amounts, is an island.
 * The count after the table is a CSS counter of the rows shown (shown above the table);
 * at zero it says that no offer matches.
 */
export function ComparisonTable({ group, offers = {} }: { group?: ProviderGroup; offers?: OfferSummaries }) {
  const providers = PROVIDERS.filter((provider) => group === undefined || PROVIDER_GROUP[provider] === group);
  // A filter no row of this table passes would only empty it: not offered.
  const facets = FACETS.filter((facet) => providers.some((provider) => offers[provider]?.facets?.includes(facet)));
  const withShare = Object.values(offers).some((offer) => offer?.siteCode);
  return (
    <div className="comparison-block">
      <ComparisonFilters withGroups={group === undefined} facets={facets} />
      <ComparisonRows group={group} offers={offers} />
      <p className="comparison-count" role="status" />
      <p className="table-note">
        {withShare ? `${SHARE_BONUS_LABEL}${NBSP}: ${SHARE_BONUS_DEFINITION} ` : ''}
        {TOTAL_DEFINITION} {facets.length > 0 ? `${FACET_RULES_NOTE} ` : ''}
        {BOOSTED_MEANING}
      </p>
    </div>
  );
}
