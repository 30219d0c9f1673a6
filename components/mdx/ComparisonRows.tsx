'use client';

import { useRef, type CSSProperties } from 'react';
import type { OfferSummaries, OfferSummary } from '@/lib/offers/summary';
import { COMPARISON_SORTS, comparisonRanks, rankedProviders, type ComparisonSort } from '@/lib/offers/comparison-order';
import { PROVIDER_FAMILY, PROVIDER_LABELS } from '@/lib/primes/providers';
import type { Family } from '@/lib/primes/families';
import { SHARE_BONUS_LABEL } from '@/lib/primes/share-bonus';
import type { GlobalValues } from '@/lib/primes/types';
import { useGlobalValues } from '@/lib/primes/use-global-values';
import { ProviderMonogram } from '@/components/offers/ProviderMonogram';
import { UnregulatedMark } from '@/components/offers/UnregulatedMark';
import { OriginNote, SideAmountOf } from '@/components/primes/LiveSide';
import { ProofText } from './ProofText';
import { useComparisonSort } from './use-comparison-sort';
import { SiteLink } from '@/components/SiteLink';

type AmountColumn = { readonly id: 'filleul' | 'net' | 'parrain' | 'partage' | 'total'; readonly label: string };

const REFEREE: AmountColumn = { id: 'filleul', label: 'Prime du filleul' };
const NET: AmountColumn = { id: 'net', label: 'Valeur nette' };
const SPONSOR: AmountColumn = { id: 'parrain', label: 'Prime du parrain' };
const SHARE: AmountColumn = { id: 'partage', label: `${SHARE_BONUS_LABEL} (notre parrain)` };
const TOTAL: AmountColumn = { id: 'total', label: 'Total reçu (avec notre code)' };
const CONDITION_LABEL = 'Condition principale';

/** The row's condition cell, composed on the server (ComparisonTable's rowsOf): this only places it. */
function ConditionCell({ offer }: { offer: OfferSummary | undefined }) {
  const cell = offer?.conditionCell;
  return (
    <>
      {cell?.text}
      {cell?.noPage ? <span className="condition__no-page">{cell.noPage}</span> : null}
    </>
  );
}

/** What the row is kept for, per facet (shown by the stylesheet while that filter is checked): the sentence and its source. */
function FacetProofs({ offer }: { offer: OfferSummary | undefined }) {
  const facets = (offer?.facets ?? []).filter((facet) => offer?.kept?.[facet] !== undefined);
  if (facets.length === 0) return null;
  return (
    <ul className="facet-proofs">
      {facets.map((facet) => (
        <li key={facet} data-facet={facet}>
          <ProofText proof={offer?.kept?.[facet]} />
        </li>
      ))}
    </ul>
  );
}

function AmountCell({ column, offer, values }: { column: AmountColumn; offer: OfferSummary | undefined; values: GlobalValues }) {
  // Computed on the server with the page's amounts (lib/offers/net-value.ts): words, not a live figure.
  if (column.id === 'net')
    return (
      <td className="net-value" data-label={column.label}>
        {offer?.net?.words}
      </td>
    );
  // The share bonus, and so a total with it, exists only where the site has a code.
  if ((column.id === 'partage' || column.id === 'total') && !offer?.siteCode) {
    return (
      <td className="amount amount--none" data-label={column.label}>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">pas de code du site</span>
      </td>
    );
  }
  const facts =
    column.id === 'filleul'
      ? offer?.sides.referee
      : column.id === 'parrain'
        ? offer?.sides.sponsor
        : offer?.sides[column.id === 'partage' ? 'share' : 'total'];
  if (facts === undefined) return <td className="amount" data-label={column.label} />;
  return (
    <td className="amount" data-label={column.label}>
      <SideAmountOf facts={facts} values={values} badge={column.id === 'parrain'} />
    </td>
  );
}

/** The column whose order the rows follow: « Total reçu » is the referee's column when there is no total column. */
const sortedColumn = (sort: ComparisonSort, withShare: boolean): AmountColumn['id'] => (sort === 'total' && !withShare ? 'filleul' : sort);

/**
 * The comparison's table, a client component for its live amounts. Every row carries what the
 * filters read (`data-group`, `data-facets`) and its place in every order (`--rank-…`),
 * so the stylesheet filters and orders the server's rows without JavaScript; with it,
 * the rows also follow the chosen order in the document, for screen readers, and
 * `aria-sort` says which. The filters themselves are outside (ComparisonFilters).
 */
export function ComparisonRows({ group, caption, offers = {} }: { group?: Family; caption: string; offers?: OfferSummaries }) {
  const values = useGlobalValues();
  const table = useRef<HTMLTableElement>(null);
  const sort = useComparisonSort(table);
  const providers = rankedProviders(offers, group);
  const ranks = comparisonRanks(providers, values, offers);
  // The chosen order is one of the three already ranked: read from it rather than sorted again.
  const rows = [...providers].sort((a, b) => (ranks[sort].get(a) ?? 0) - (ranks[sort].get(b) ?? 0));
  // The share bonus exists only with the site's own codes: no columns of dashes while there are none.
  const withShare = Object.values(offers).some((offer) => offer?.siteCode);
  const columns = withShare ? [REFEREE, NET, SPONSOR, SHARE, TOTAL] : [REFEREE, NET, SPONSOR];
  const sorted = sortedColumn(sort, withShare);

  // The group's label in lower case by toLowerCase(): for French, the same text as toLocaleLowerCase('fr'), without a locale
  // built in the browser (eslint/client-code.mjs).
  return (
    <table ref={table} className="comparison comparison--offers" style={{ '--comparison-amounts': columns.length } as CSSProperties}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Offre</th>
          {columns.map((column) => (
            <th key={column.id} scope="col" aria-sort={column.id === sorted ? 'descending' : undefined}>
              {column.label}
            </th>
          ))}
          <th scope="col">{CONDITION_LABEL}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((provider) => {
          const offer = offers[provider];
          const order = Object.fromEntries(COMPARISON_SORTS.map((key) => [`--rank-${key}`, ranks[key].get(provider)]));
          return (
            <tr
              key={provider}
              data-provider={provider}
              data-group={PROVIDER_FAMILY[provider]}
              data-facets={(offer?.facets ?? []).join(' ')}
              style={order as CSSProperties}
            >
              <th scope="row">
                <span className="comparison__name">
                  <ProviderMonogram provider={provider} size={28} />
                  {offer?.href ? (
                    <SiteLink href={offer.href}>{PROVIDER_LABELS[provider]}</SiteLink>
                  ) : (
                    <span>{PROVIDER_LABELS[provider]}</span>
                  )}
                </span>
                {offer?.unregulated ? <UnregulatedMark /> : null}
                {/* Where the row's figures come from, once for the row rather than beside each. */}
                <OriginNote origin={offer?.origin} className="origin-note" />
              </th>
              {columns.map((column) => (
                <AmountCell key={column.id} column={column} offer={offer} values={values} />
              ))}
              <td className="condition" data-label={CONDITION_LABEL}>
                <ConditionCell offer={offer} />
                <FacetProofs offer={offer} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
