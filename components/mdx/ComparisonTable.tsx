import type { OfferSummaries } from '@/lib/content/offer-summary';
import { NBSP } from '@/lib/french';
import { FACETS, FACET_LABELS, FACET_RULES_NOTE, type Facet } from '@/lib/offers/facets';
import {
  PROVIDERS,
  PROVIDER_GROUP,
  PROVIDER_GROUP_LABELS,
  PROVIDER_LABELS,
  type Provider,
  type ProviderGroup,
} from '@/lib/primes/providers';
import { rankedProviders } from '@/lib/primes/comparison-order';
import { BOOSTED_MEANING, SHARE_BONUS_DEFINITION, SHARE_BONUS_LABEL } from '@/lib/primes/share-bonus';
import { ComparisonFilters } from './ComparisonFilters';
import { ComparisonRows } from './ComparisonRows';

export const TOTAL_DEFINITION = `Total reçu${NBSP}: la prime du filleul, plus le bonus de partage là où le site a un code${NBSP}; ailleurs, la prime du filleul seule.`;

/**
 * What the table's client component needs of each ranked offer, and only that: its props travel in
 * the page data, so the reasons and lists the server renders around it stay out.
 */
function rowsOf(offers: OfferSummaries, providers: readonly Provider[]): OfferSummaries {
  return Object.fromEntries(
    providers.map((provider) => {
      const { apart: _apart, unknownFacets: _unknown, ...row } = offers[provider] ?? { siteCode: false };
      return [provider, row];
    }),
  );
}

/**
 * Per facet, the ranked offers whose record does not answer it: shown (stylesheet) while the
 * facet is checked, each item under the family filter like the rows, and counted by CSS.
 * A visitor thus reads « left aside for want of information », never a silent « no ».
 */
function FacetUnknowns({ facet, providers, offers }: { facet: Facet; providers: readonly Provider[]; offers: OfferSummaries }) {
  const unknown = providers.filter((provider) => offers[provider]?.unknownFacets?.includes(facet));
  if (unknown.length === 0) return null;
  return (
    <div className="comparison-unknown" data-facet={facet}>
      <p className="comparison-unknown__head">
        Laissées de côté par «{NBSP}
        {FACET_LABELS[facet]}
        {NBSP}», faute d’information dans nos fiches{NBSP}:
      </p>
      <ul>
        {unknown.map((provider) => (
          <li key={provider} data-provider={provider} data-group={PROVIDER_GROUP[provider]}>
            {PROVIDER_LABELS[provider]}
          </li>
        ))}
      </ul>
      {/* Counted by CSS after the list: under a family filter, the hidden names count nothing. */}
      <p className="comparison-unknown__count" />
    </div>
  );
}

/** The programmes the table does not rank (ended, or not found), each with its reason: listed, never silently dropped. */
function ProgrammesApart({ group, offers }: { group?: ProviderGroup; offers: OfferSummaries }) {
  const apart = PROVIDERS.filter(
    (provider) => (group === undefined || PROVIDER_GROUP[provider] === group) && offers[provider]?.apart !== undefined,
  );
  if (apart.length === 0) return null;
  return (
    <div className="comparison-apart">
      <p className="comparison-apart__head">
        Hors classement{group ? ` (${PROVIDER_GROUP_LABELS[group].toLocaleLowerCase('fr')})` : ''}, faute de programme en cours documenté
        {NBSP}:
      </p>
      <ul>
        {apart.map((provider) => (
          <li key={provider} data-provider={provider} data-group={PROVIDER_GROUP[provider]} data-programme={offers[provider]?.programme}>
            <strong>{PROVIDER_LABELS[provider]}</strong>
            {NBSP}: {offers[provider]?.apart}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Bonuses of every running programme (or of one family), filterable by family and by what
 * the offer records establish, in three orders, each with its main condition; the programmes
 * that ended or could not be found follow, unranked, with their reason. A server component:
 * the filters are native controls that the stylesheet obeys, so the whole comparison works
 * without JavaScript; only the table, for its live amounts, is a client component. The count after
 * the table is a CSS counter of the rows shown (shown above the table); at zero it says
 * that no offer matches. Under each checked filter, the offers it leaves aside for want of
 * information are named and counted the same way.
 */
export function ComparisonTable({ group, offers = {} }: { group?: ProviderGroup; offers?: OfferSummaries }) {
  const providers = rankedProviders(offers, group);
  // A filter no row of this table passes would only empty it: not offered.
  const facets = FACETS.filter((facet) => providers.some((provider) => offers[provider]?.facets?.includes(facet)));
  const withShare = Object.values(offers).some((offer) => offer?.siteCode);
  return (
    <>
      <div className="comparison-block">
        <ComparisonFilters withGroups={group === undefined} facets={facets} />
        <ComparisonRows group={group} offers={rowsOf(offers, providers)} />
        <p className="comparison-count" role="status" />
        {facets.map((facet) => (
          <FacetUnknowns key={facet} facet={facet} providers={providers} offers={offers} />
        ))}
        <p className="table-note">
          {withShare ? `${SHARE_BONUS_LABEL}${NBSP}: ${SHARE_BONUS_DEFINITION} ` : ''}
          {TOTAL_DEFINITION} {facets.length > 0 ? `${FACET_RULES_NOTE} ` : ''}
          {BOOSTED_MEANING}
        </p>
      </div>
      <ProgrammesApart group={group} offers={offers} />
    </>
  );
}
