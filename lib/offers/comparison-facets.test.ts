import { describe, expect, it } from 'vitest';
import type { Family } from '../primes/families';
import { facetsWithout, offeredFacets, type FacetRow } from './comparison-facets';
import { FACETS, type FacetAnswer } from './facets';

/** A row answering `unknown` but where told. */
const row = (family: Family, answers: Partial<FacetRow['answers']> = {}): FacetRow => ({
  family,
  answers: {
    ...(Object.fromEntries(FACETS.map((facet) => [facet, 'unknown'])) as Record<(typeof FACETS)[number], FacetAnswer>),
    ...answers,
  },
});

describe('the filters a comparison offers', () => {
  it('offers a filter some row passes on its record’s word and that would hide some', () => {
    const rows = [row('banque', { 'has-page': 'yes', 'no-income': 'yes' }), row('banque', { 'no-income': 'no' })];
    expect(offeredFacets(rows)).toEqual(['no-income', 'has-page']);
    // Kept only « sans objet », or kept everywhere: nothing to choose.
    expect(offeredFacets([row('cashback', { 'no-income': 'not-applicable' }), row('banque')])).toEqual([]);
    expect(offeredFacets([row('cashback', { 'no-income': 'not-applicable' }), row('banque', { 'no-income': 'yes' })])).toEqual([]);
  });

  it('never offers filters that, checked together, would leave no row', () => {
    const rows = [row('banque', { 'has-page': 'yes' }), row('banque', { 'payout-published': 'yes' }), row('banque', { 'has-page': 'yes' })];
    // Either alone keeps a row, both together none: the one that keeps fewer goes.
    expect(offeredFacets(rows)).toEqual(['has-page']);
  });

  it('names, per family, the offered filters that would empty it; a family they all concern keeps them', () => {
    const rows = [
      row('banque', { 'payout-published': 'no', 'no-income': 'yes' }),
      row('banque', { 'no-income': 'no' }),
      row('neobanque', { 'payout-published': 'yes' }),
      row('cashback', { 'no-income': 'not-applicable', 'payout-published': 'no' }),
      row('investissement', { 'no-income': 'not-applicable', 'payout-published': 'yes' }),
    ];
    const offered = offeredFacets(rows);
    expect(offered).toEqual(['no-income', 'payout-published']);
    expect(facetsWithout(rows, offered, 'banque')).toEqual(['payout-published']);
    expect(facetsWithout(rows, offered, 'neobanque')).toEqual(['no-income']);
    // « Sans objet » keeps every cashback row under « sans condition de revenus »: offered there.
    expect(facetsWithout(rows, offered, 'cashback')).toEqual(['payout-published']);
    expect(facetsWithout(rows, offered, 'investissement')).toEqual([]);
  });
});
