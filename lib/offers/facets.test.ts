import { describe, expect, it } from 'vitest';
import {
  FACETS,
  facetAnswersOf,
  facetsOf,
  freeCardAnswer,
  hasOfferPage,
  hasPublishedPayout,
  hasTypedTerms,
  noIncomeAnswer,
  noMinimumDepositAnswer,
  unknownFacetsOf,
} from './facets';
import { allOfferRecords } from './index';
import type { Answer, Condition, Cost } from './record';

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
  const no = (extra: Partial<Answer> = {}): Answer => ({ exists: false, ...sure, ...extra });
  const yes = (extra: Partial<Answer> = {}): Answer => ({ exists: true, ...sure, ...extra });

  it('reads the absence of a condition only where the record typed the terms', () => {
    expect(hasTypedTerms({ conditions: [] })).toBe(false);
    expect(hasTypedTerms({ conditions: [step('code'), step('other')] })).toBe(false);
    expect(hasTypedTerms({ conditions: [step('code'), step('card-payments', unsure)] })).toBe(false);
    expect(hasTypedTerms({ conditions: [step('code'), step('identity')] })).toBe(true);
  });

  it('« sans condition de revenus »: a sourced answer first, then typed terms; unsure or untyped is unknown', () => {
    // Fosfo's case: only free text and the code, but a sure « no income condition ».
    expect(noIncomeAnswer({ conditions: [step('code'), step('other')], answers: { income: no() } })).toBe('yes');
    expect(noIncomeAnswer({ conditions: [step('card-payments')], answers: { income: yes({ amount: 2200 }) } })).toBe('no');
    expect(noIncomeAnswer({ conditions: [step('code')], answers: { income: no(unsure) } })).toBe('unknown');
    expect(noIncomeAnswer({ conditions: [step('card-payments')] })).toBe('yes');
    expect(noIncomeAnswer({ conditions: [step('card-payments'), step('income', { amount: 1000 })] })).toBe('no');
    expect(noIncomeAnswer({ conditions: [step('card-payments'), step('income', { ...unsure, amount: 1000 })] })).toBe('unknown');
    expect(noIncomeAnswer({ conditions: [step('code')] })).toBe('unknown');
    expect(noIncomeAnswer({ conditions: [] })).toBe('unknown');
  });

  it('« sans dépôt minimum »: a sourced answer, else typed money steps; a deposit amount is a no, an unsure deposit unknown', () => {
    expect(noMinimumDepositAnswer({ conditions: [], answers: { deposit: no() } })).toBe('yes');
    expect(noMinimumDepositAnswer({ conditions: [step('card-payments')], answers: { deposit: yes({ amount: 100 }) } })).toBe('no');
    expect(noMinimumDepositAnswer({ conditions: [step('card-payments')] })).toBe('yes');
    expect(noMinimumDepositAnswer({ conditions: [step('deposit')] })).toBe('yes');
    expect(noMinimumDepositAnswer({ conditions: [step('deposit', { amount: 300 })] })).toBe('no');
    expect(noMinimumDepositAnswer({ conditions: [step('card-payments'), step('deposit', unsure)] })).toBe('unknown');
    // An income step says nothing about deposits.
    expect(noMinimumDepositAnswer({ conditions: [step('income', { amount: 2200 })] })).toBe('unknown');
  });

  it('« carte gratuite »: a sourced answer on fees, else a checked record with a card and no classified fee', () => {
    const card = { checked: '2026-11-23', conditions: [step('card-payments')] };
    expect(freeCardAnswer({ conditions: [], costs: [], answers: { fees: no() } })).toBe('yes');
    expect(freeCardAnswer({ ...card, costs: [], answers: { fees: yes() } })).toBe('no');
    expect(freeCardAnswer({ ...card, costs: [] })).toBe('yes');
    expect(freeCardAnswer({ ...card, costs: [cost('other')] })).toBe('yes');
    expect(freeCardAnswer({ ...card, costs: [cost('inactivity-fee')] })).toBe('no');
    expect(freeCardAnswer({ ...card, costs: [cost('card-fee', unsure)] })).toBe('unknown');
    expect(freeCardAnswer({ ...card, costs: [cost(undefined)] })).toBe('unknown');
    expect(freeCardAnswer({ conditions: card.conditions, costs: [] })).toBe('unknown');
    expect(freeCardAnswer({ checked: '2026-11-23', conditions: [step('deposit')], costs: [] })).toBe('unknown');
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

  it('answers nothing for a provider without a record: every facet unknown, none kept', () => {
    expect(facetsOf(undefined)).toEqual([]);
    expect(unknownFacetsOf(undefined)).toEqual([...FACETS]);
    expect(Object.values(facetAnswersOf(undefined))).toEqual(FACETS.map(() => 'unknown'));
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

  it('keeps only offers whose facts establish each facet', () => {
    // Fosfo's sure « sans condition de revenus » (its answers) keeps it.
    expect(keeping['no-income']).toContain('FORTUNEO_FOSFO');
    expect(keeping['no-income']).not.toContain('FORTUNEO_GOLD');
    expect(keeping['no-min-deposit']).toEqual(expect.arrayContaining(['N26', 'REVOLUT']));
    // Revolut's physical card delivery is a card fee, though unsure, and Fosfo's inactivity fee is sure: neither is kept.
    // Mintos's sure « no fee while the bonus is pending » is (its inactivity fee starts long after).
    expect(keeping['free-card']).toEqual(['N26', 'MINTOS']);
    // Mintos's payout at 30, 60 and 90 days comes from its official programme page.
    expect(keeping['payout-published']).toEqual(['N26', 'REVOLUT', 'MINTOS']);
    expect(keeping['has-page']).toEqual(
      allOfferRecords()
        .filter((record) => record.page)
        .map((record) => record.provider),
    );
  });
});
