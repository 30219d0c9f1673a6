import type { Family } from '../primes/families';
import { FACETS, keptBy, type Facet, type FacetAnswer } from './facets';

/** What the choice of filters needs of one ranked row: its family and each facet's answer. */
export type FacetRow = { readonly family: Family; readonly answers: Readonly<Record<Facet, FacetAnswer>> };

const keepsAll = (row: FacetRow, facets: readonly Facet[]) => facets.every((facet) => keptBy(row.answers[facet]));
const keptCount = (rows: readonly FacetRow[], facet: Facet) => rows.filter((row) => keepsAll(row, [facet])).length;

/**
 * The facets that, checked together in any combination, still leave a row: a row kept by all of
 * them is kept by any part of them, so it is enough that one row passes them all. While none does,
 * the facet that keeps the fewest rows goes.
 */
function neverEmptying(rows: readonly FacetRow[], candidates: readonly Facet[]): Facet[] {
  let chosen = [...candidates];
  while (chosen.length > 0 && !rows.some((row) => keepsAll(row, chosen))) {
    const fewest = chosen.reduce((least, facet) => (keptCount(rows, facet) < keptCount(rows, least) ? facet : least));
    chosen = chosen.filter((facet) => facet !== fewest);
  }
  return chosen;
}

/**
 * The filters a comparison offers: each kept by at least one row on its record's word (a « yes »,
 * not only « sans objet »), each hiding at least one, and no combination of them leaving the
 * table without a row, so that no head ever stands over an empty table.
 */
export function offeredFacets(rows: readonly FacetRow[]): Facet[] {
  const candidates = FACETS.filter(
    (facet) => rows.some((row) => row.answers[facet] === 'yes') && !rows.every((row) => keepsAll(row, [facet])),
  );
  return neverEmptying(rows, candidates);
}

/**
 * Of the offered filters, those that would empty the table once a family is chosen (alone or with
 * others): while that family is chosen the stylesheet hides them and lets them hide nothing.
 */
export function facetsWithout(rows: readonly FacetRow[], offered: readonly Facet[], family: Family): Facet[] {
  const own = rows.filter((row) => row.family === family);
  const kept = neverEmptying(
    own,
    offered.filter((facet) => keptCount(own, facet) > 0),
  );
  return offered.filter((facet) => !kept.includes(facet));
}
