import { FACET_LABELS, type Facet } from '@/lib/offers/facets';
import { COMPARISON_SORTS, COMPARISON_SORT_LABELS } from '@/lib/offers/comparison-order';
import { FAMILY_LABELS, type Family } from '@/lib/primes/families';
import { COMPARISON_FIELDS } from './comparison-fields';

/**
 * The comparison's filters and orders as native controls, rendered by the server: the
 * stylesheet hides the rows they exclude and orders the rows they choose (`:has()`), so
 * they work without JavaScript, and nothing here waits for any. A form of its own keeps
 * its radio groups apart from any other on the page; it has no submit button, so no key
 * sends it anywhere.
 */
export function ComparisonFilters({
  families,
  facets,
  withTotal,
}: {
  /** The families offered (none in a table of one family), each with the filters that would empty it (comparison-facets.ts). */
  families: readonly { readonly family: Family; readonly without: readonly Facet[] }[];
  facets: readonly Facet[];
  withTotal: boolean;
}) {
  return (
    <form className="comparison-filters" aria-label="Filtrer et trier les offres">
      {families.length > 0 ? (
        <fieldset>
          <legend>Famille</legend>
          <label className="filter-chip">
            <input type="radio" name={COMPARISON_FIELDS.group} value="" defaultChecked />
            Toutes
          </label>
          {families.map(({ family, without }) => (
            <label key={family} className="filter-chip">
              {/* The stylesheet hides the filters named here, and lets them hide nothing, while this family is chosen. */}
              <input
                type="radio"
                name={COMPARISON_FIELDS.group}
                value={family}
                data-without={without.length > 0 ? without.join(' ') : undefined}
              />
              {FAMILY_LABELS[family]}
            </label>
          ))}
        </fieldset>
      ) : null}
      {facets.length > 0 ? (
        <fieldset>
          <legend>Ce qui compte pour vous</legend>
          {facets.map((facet) => (
            <label key={facet} className="filter-chip">
              <input type="checkbox" name={COMPARISON_FIELDS.facet} value={facet} />
              {FACET_LABELS[facet]}
            </label>
          ))}
        </fieldset>
      ) : null}
      <fieldset>
        <legend>Trier par</legend>
        {/* « Total reçu » differs from the referee's bonus only where the site has a code. */}
        {COMPARISON_SORTS.filter((sort) => withTotal || sort !== 'total').map((sort) => (
          <label key={sort} className="filter-chip">
            <input type="radio" name={COMPARISON_FIELDS.sort} value={sort} defaultChecked={sort === 'filleul'} />
            {COMPARISON_SORT_LABELS[sort]}
          </label>
        ))}
      </fieldset>
    </form>
  );
}
