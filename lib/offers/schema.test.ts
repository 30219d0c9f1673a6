import { describe, expect, it } from 'vitest';
import { FULL_RECORD } from '../../tests/helpers/offer-records';
import { parseOfferRecord } from './load';

const NBSP = '\u00a0';
const q = (text: string) => `«${NBSP}${text}${NBSP}»`;
const FACT = ['    source: aide', '    certainty: sure'];

/** FULL_RECORD with `lines` as its costs, at its end, or as its new-customer rule. */
const withCosts = (lines: readonly string[]) => FULL_RECORD.replace('costs: []', ['costs:', ...lines].join('\n'));
const withTop = (lines: readonly string[]) => `${FULL_RECORD}\n${lines.join('\n')}`;
const withRule = (lines: readonly string[]) =>
  FULL_RECORD.replace('    rule: not-client-for\n    months: 12\n', `${lines.map((line) => `    ${line}`).join('\n')}\n`);
const messages = (text: string) => parseOfferRecord('offres/joko.yaml', text).problems.map((problem) => problem.message);

describe('the record’s facts for the net value and the plan', () => {
  it('takes a cost with its amount and period', () => {
    const { record, problems } = parseOfferRecord(
      'offres/joko.yaml',
      withCosts(['  - text: "Carte à 9 € par mois sans paiement"', '    kind: inactivity-fee', '    amount: 9', '    per: month', ...FACT]),
    );
    expect(problems).toEqual([]);
    expect(record?.costs[0]).toMatchObject({ kind: 'inactivity-fee', amount: 9, per: 'month' });
  });

  it('refuses an amount without its period, or a period without an amount', () => {
    const expected = `${q('costs[1]')}${NBSP}: ${q('amount')} et ${q('per')} vont ensemble (le montant et sa période${NBSP}: month, year ou once)`;
    expect(messages(withCosts(['  - text: "Frais de carte"', '    amount: 9', ...FACT]))).toEqual([expected]);
    expect(messages(withCosts(['  - text: "Frais de carte"', '    per: year', ...FACT]))).toEqual([expected]);
    expect(messages(withCosts(['  - text: "Frais de carte"', '    amount: 9', '    per: week', ...FACT]))).toHaveLength(1);
  });

  it('takes a sponsor cap, a sum to hold and a time to stay open', () => {
    const { record, problems } = parseOfferRecord(
      'offres/joko.yaml',
      withTop([
        'sponsorCap:',
        '  count: 10',
        '  per: total',
        '  source: aide',
        '  certainty: sure',
        'holding:',
        '  amount: 300',
        '  months: 3',
        '  source: aide',
        '  certainty: unsure',
        'keepOpen:',
        '  months: 12',
        '  source: aide',
        '  certainty: sure',
      ]),
    );
    expect(problems).toEqual([]);
    expect(record?.sponsorCap).toEqual({ count: 10, per: 'total', source: 'aide', certainty: 'sure' });
    expect(record?.holding).toEqual({ amount: 300, months: 3, source: 'aide', certainty: 'unsure' });
    expect(record?.keepOpen).toEqual({ months: 12, source: 'aide', certainty: 'sure' });
  });

  it('refuses a cap without a figure and a holding without a sum or words', () => {
    expect(messages(withTop(['sponsorCap:', '  per: year', '  source: aide', '  certainty: sure']))).toEqual([
      `${q('sponsorCap')}${NBSP}: ${q('count')} ou ${q('amount')} manque (le nombre de parrainages, ou le montant, au plus)`,
    ]);
    expect(messages(withTop(['holding:', '  months: 3', '  source: aide', '  certainty: sure']))).toEqual([
      `${q('holding')}${NBSP}: ${q('amount')} ou ${q('text')} manque (la somme à laisser, ou la règle en mots)`,
    ]);
    expect(messages(withTop(['keepOpen:', '  months: 0', '  source: aide', '  certainty: sure']))).toHaveLength(1);
    expect(messages(withTop(['keepOpen:', '  months: 12']))).not.toEqual([]);
  });

  it('takes a new-customer rule in words, and only in words', () => {
    const { record, problems } = parseOfferRecord(
      'offres/joko.yaml',
      withRule(['rule: other', 'text: "Ne pas avoir ouvert de compte joint"']),
    );
    expect(problems).toEqual([]);
    expect(record?.eligibility.newCustomer).toMatchObject({ rule: 'other', text: 'Ne pas avoir ouvert de compte joint' });
    expect(messages(withRule(['rule: other']))).toEqual([
      `${q('eligibility.newCustomer')}${NBSP}: ${q('text')} manque avec ${q('other')}${NBSP}: la règle se dit en mots`,
    ]);
    expect(messages(withRule(['rule: other', 'text: "Une règle"', 'months: 12']))).toEqual([
      `${q('eligibility.newCustomer.rule')}${NBSP}: ${q('months')} et ${q('since')} vont avec ${q('not-client-for')}, pas avec ${q('other')}`,
    ]);
  });
});
