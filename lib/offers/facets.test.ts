import { describe, expect, it } from 'vitest';
import {
  FACETS,
  facetsOf,
  hasFreeCard,
  hasNoIncomeCondition,
  hasNoMinimumDeposit,
  hasOfferPage,
  hasPublishedPayout,
  hasTypedTerms,
} from './facets';
import { allOfferRecords } from './index';
import type { Condition, Cost } from './record';

const sure = { source: 's', certainty: 'sure' } as const;
const unsure = { source: 's', certainty: 'unsure' } as const;
const step = (kind: Condition['kind'], extra: Partial<Condition> = {}): Condition => ({
  kind,
  text: kind,
  deadline: { unpublished: true },
  ...sure,
  ...extra,
});
const cost = (kind: Cost['kind'], extra: Partial<Cost> = {}): Cost => ({ text: 'Frais', ...(kind ? { kind } : {}), ...sure, ...extra });

describe('facets of an offer record', () => {
  it('reads the absence of a condition only where the record typed the terms', () => {
    expect(hasTypedTerms({ conditions: [] })).toBe(false);
    expect(hasTypedTerms({ conditions: [step('code'), step('other')] })).toBe(false);
    expect(hasTypedTerms({ conditions: [step('code'), step('card-payments', unsure)] })).toBe(false);
    expect(hasTypedTerms({ conditions: [step('code'), step('identity')] })).toBe(true);
  });

  it('« sans condition de revenus »: typed terms without any income step, even an unsure one', () => {
    expect(hasNoIncomeCondition({ conditions: [step('card-payments')] })).toBe(true);
    expect(hasNoIncomeCondition({ conditions: [step('card-payments'), step('income', { ...unsure, amount: 1000 })] })).toBe(false);
    expect(hasNoIncomeCondition({ conditions: [step('code')] })).toBe(false);
  });

  it('« sans dépôt minimum »: typed money steps, no deposit with an amount, no unsure deposit', () => {
    expect(hasNoMinimumDeposit({ conditions: [step('card-payments')] })).toBe(true);
    expect(hasNoMinimumDeposit({ conditions: [step('deposit')] })).toBe(true);
    expect(hasNoMinimumDeposit({ conditions: [step('deposit', { amount: 300 })] })).toBe(false);
    expect(hasNoMinimumDeposit({ conditions: [step('card-payments'), step('deposit', unsure)] })).toBe(false);
    // An income step says nothing about deposits.
    expect(hasNoMinimumDeposit({ conditions: [step('income', { amount: 2200 })] })).toBe(false);
  });

  it('« carte gratuite »: a checked record with a card and only costs classified as other', () => {
    const card = { checked: '2026-11-23', conditions: [step('card-payments')] };
    expect(hasFreeCard({ ...card, costs: [] })).toBe(true);
    expect(hasFreeCard({ ...card, costs: [cost('other')] })).toBe(true);
    expect(hasFreeCard({ ...card, costs: [cost('inactivity-fee')] })).toBe(false);
    expect(hasFreeCard({ ...card, costs: [cost('card-fee', unsure)] })).toBe(false);
    expect(hasFreeCard({ ...card, costs: [cost(undefined)] })).toBe(false);
    expect(hasFreeCard({ conditions: card.conditions, costs: [] })).toBe(false);
    expect(hasFreeCard({ checked: '2026-11-23', conditions: [step('deposit')], costs: [] })).toBe(false);
  });

  it('« délai de versement publié »: a delay from a sure source', () => {
    expect(hasPublishedPayout({ payout: { unpublished: true } })).toBe(false);
    expect(hasPublishedPayout({ payout: { text: '5 jours', ...unsure } })).toBe(false);
    expect(hasPublishedPayout({ payout: { text: '5 jours', ...sure } })).toBe(true);
  });

  it('« page d’offre sur le site »: a page', () => {
    expect(hasOfferPage({ page: '/neobanque/n26' })).toBe(true);
    expect(hasOfferPage({})).toBe(false);
  });

  it('gives no facet to a provider without a record', () => {
    expect(facetsOf(undefined)).toEqual([]);
  });
});

/*
 * What the filters keep among the site's records (content/offres/), so that a change of
 * facts that moves an offer in or out of a filter is seen here first.
 */
describe('facets of the site’s records', () => {
  const keeping = Object.fromEntries(
    FACETS.map((facet) => [
      facet,
      allOfferRecords()
        .filter((record) => facetsOf(record).includes(facet))
        .map((record) => record.provider),
    ]),
  );

  it('keeps only offers whose typed facts establish each facet', () => {
    expect(keeping['no-income']).toEqual(['N26', 'REVOLUT']);
    expect(keeping['no-min-deposit']).toEqual(['N26', 'REVOLUT']);
    // Revolut's physical card delivery is a card fee, though unsure: not « gratuite ».
    expect(keeping['free-card']).toEqual(['N26']);
    // Mintos publishes a delay, but as a ⚠️ fact.
    expect(keeping['payout-published']).toEqual(['N26', 'REVOLUT']);
    expect(keeping['has-page']).toEqual(
      allOfferRecords()
        .filter((record) => record.page)
        .map((record) => record.provider),
    );
  });
});
