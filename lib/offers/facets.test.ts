import { describe, expect, it } from 'vitest';
import {
  FACETS,
  facetsOf,
  facetVerdictOf,
  freeCardVerdict,
  noIncomeVerdict,
  noMinimumDepositVerdict,
  pageVerdict,
  payoutVerdict,
  unknownFacetsOf,
} from './facets';
import { allOfferRecords } from './index';
import type { Answer, Condition, Cost } from './schema';

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
const answer = (verdict: { answer: string }) => verdict.answer;

describe('facets of an offer record: explicit, sourced facts only', () => {
  const no = (extra: Partial<Answer> = {}): Answer => ({ exists: false, ...sure, ...extra });
  const yes = (extra: Partial<Answer> = {}): Answer => ({ exists: true, ...sure, ...extra });

  it('« sans condition de revenus »: a sure answer, or a sure income step for a no; never the absence of a step', () => {
    expect(noIncomeVerdict({ conditions: [step('code')], answers: { income: no({ text: 'aucun revenu exigé' }) } })).toEqual({
      answer: 'yes',
      sentence: 'Aucun revenu exigé',
      source: 's',
    });
    expect(noIncomeVerdict({ conditions: [], answers: { income: yes({ amount: 2200 }) } })).toMatchObject({
      answer: 'no',
      sentence: '2\u202f200\u00a0€ de revenus exigés',
    });
    expect(answer(noIncomeVerdict({ conditions: [step('code')], answers: { income: no(unsure) } }))).toBe('unknown');
    // Typed terms without an income step used to be read as « no income condition »: they say nothing.
    expect(answer(noIncomeVerdict({ conditions: [step('card-payments'), step('identity')] }))).toBe('unknown');
    expect(noIncomeVerdict({ conditions: [step('card-payments'), step('income', { text: 'Revenus', amount: 1000 })] })).toMatchObject({
      answer: 'no',
      sentence: 'Revenus (1\u202f000\u00a0€)',
    });
    expect(answer(noIncomeVerdict({ conditions: [step('income', { ...unsure, amount: 1000 })] }))).toBe('unknown');
  });

  it('« sans dépôt minimum »: a sure answer, or a sure deposit step with an amount for a no; money steps alone say nothing', () => {
    expect(answer(noMinimumDepositVerdict({ conditions: [], answers: { deposit: no() } }))).toBe('yes');
    expect(answer(noMinimumDepositVerdict({ conditions: [step('card-payments')] }))).toBe('unknown');
    expect(answer(noMinimumDepositVerdict({ conditions: [step('deposit')] }))).toBe('unknown');
    expect(answer(noMinimumDepositVerdict({ conditions: [step('deposit', { amount: 300 })] }))).toBe('no');
  });

  it('« sans frais de carte ni de compte »: a sure answer, or a sure card or inactivity fee for a no; an empty cost list says nothing', () => {
    expect(answer(freeCardVerdict({ costs: [], answers: { fees: no() } }))).toBe('yes');
    expect(answer(freeCardVerdict({ costs: [], answers: { fees: yes() } }))).toBe('no');
    expect(answer(freeCardVerdict({ costs: [] }))).toBe('unknown');
    expect(freeCardVerdict({ costs: [cost('inactivity-fee', { text: '5 € par mois' })] })).toEqual({
      answer: 'no',
      sentence: '5 € par mois',
      source: 's',
    });
    expect(answer(freeCardVerdict({ costs: [cost('card-fee', unsure)] }))).toBe('unknown');
    expect(answer(freeCardVerdict({ costs: [cost('other')] }))).toBe('unknown');
  });

  it('does not answer for a family a question cannot concern: « sans objet », with its reason, whatever the record says', () => {
    const record = {
      provider: 'JOKO',
      conditions: [step('income', { amount: 1500 })],
      costs: [],
      payout: { unpublished: true },
      answers: { fees: yes() },
    } as const;
    expect(facetVerdictOf('free-card', 'JOKO', record)).toEqual({
      answer: 'not-applicable',
      reason: 'un site de cashback ne fournit ni carte ni compte bancaire',
      sentence: 'Sans objet\u00a0: un site de cashback ne fournit ni carte ni compte bancaire',
    });
    expect(facetVerdictOf('no-income', 'JOKO', record)).toMatchObject({ answer: 'not-applicable' });
    expect(facetVerdictOf('no-income', 'MINTOS', { ...record, provider: 'MINTOS' })).toMatchObject({ answer: 'not-applicable' });
    // An investment platform can charge account fees (Mintos's inactivity fee): the question applies, and the record answers it.
    expect(facetVerdictOf('free-card', 'MINTOS', { ...record, provider: 'MINTOS' })).toMatchObject({ answer: 'no' });
    expect(facetVerdictOf('no-income', 'N26', { ...record, provider: 'N26' })).toMatchObject({ answer: 'no' });
    // Kept by the filter, never left aside as unknown, even without a record.
    expect(facetsOf('JOKO', undefined)).toEqual(['no-income', 'no-min-deposit', 'free-card']);
    expect(unknownFacetsOf('JOKO', undefined)).toEqual(['payout-published', 'has-page']);
  });

  it('« délai de versement publié » and « page d’offre »: what is published, with its words', () => {
    expect(payoutVerdict({ payout: { unpublished: true } })).toEqual({ answer: 'no', sentence: 'Délai de versement non publié' });
    expect(answer(payoutVerdict({ payout: { text: '5 jours', ...unsure } }))).toBe('no');
    expect(payoutVerdict({ payout: { text: 'sous 5 jours', ...sure } })).toEqual({ answer: 'yes', sentence: 'Sous 5 jours', source: 's' });
    expect(answer(pageVerdict({ page: '/neobanque/n26' }))).toBe('yes');
    expect(pageVerdict({})).toEqual({ answer: 'no', sentence: 'Pas de page sur ce site' });
  });

  it('answers nothing for a provider without a record', () => {
    expect(facetsOf('N26', undefined)).toEqual([]);
    expect(unknownFacetsOf('N26', undefined)).toEqual([...FACETS]);
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
        .filter((record) => facetsOf(record.provider, record).includes(facet))
        .map((record) => record.provider),
    ]),
  );

  it('keeps only offers whose record states the fact, with a sure source', () => {
    expect(keeping['no-income']).toContain('FORTUNEO_FOSFO');
    expect(keeping['no-income']).not.toContain('FORTUNEO_GOLD');
    // No record says a word about income for these: they are unknown, not kept.
    for (const provider of ['N26', 'REVOLUT']) expect(keeping['no-income']).not.toContain(provider);
    // A cashback site asks no income, whatever its record says: kept, « sans objet ».
    expect(keeping['no-income']).toEqual(expect.arrayContaining(['IGRAAL', 'JOKO', 'MINTOS']));
    expect(keeping['free-card']).not.toContain('MINTOS');
    expect(keeping['free-card']).not.toContain('N26');
    expect(keeping['has-page']).toEqual(
      allOfferRecords()
        .filter((record) => record.page)
        .map((record) => record.provider),
    );
  });
});
