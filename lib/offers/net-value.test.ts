import { describe, expect, it } from 'vitest';
import { formatDateFr } from '../format-date';
import { LIVRET_A } from './livret-a';
import {
  costTimeOf,
  NET_VALUE_FORMULA,
  NET_VALUE_TAX_NOTE,
  netValueBonusOf,
  netValueBreakdown,
  netValueOf,
  netValueWords,
  type NetValueFacts,
} from './net-value';
import { resolveSide } from './resolve-side';
import type { Condition, Cost } from './schema';

const NBSP = '\u00a0';
const sure = { source: 'conditions', certainty: 'sure' } as const;
const RATE = { percent: 3, since: '2023-02-01' } as const;

const condition = (days?: number): Condition => ({
  kind: 'card-payments',
  text: 'Trois paiements par carte',
  deadline: days === undefined ? { unpublished: true } : { days, from: 'l’ouverture du compte' },
  ...sure,
});
const cost = (fields: Partial<Cost> = {}): Cost => ({
  text: 'Cotisation de la carte',
  kind: 'card-fee',
  ...sure,
  ...fields,
});
const facts = (fields: Partial<NetValueFacts> = {}): NetValueFacts => ({
  costs: [],
  conditions: [],
  payout: { unpublished: true },
  ...fields,
});
const value = (bonus: number | null, fields: Partial<NetValueFacts> = {}, capitalAtRisk = false) =>
  netValueOf({ bonus, facts: facts(fields), capitalAtRisk, rate: RATE });

/** The parts, added in cents as a reader would check them. */
const sumOf = (parts: readonly { euros: number }[]) => parts.reduce((sum, part) => sum + Math.round(part.euros * 100), 0) / 100;

describe('netValueOf', () => {
  it('has no value without a known bonus, and still says whether capital is at risk', () => {
    expect(value(null)).toEqual({ kind: 'none', capitalAtRisk: false });
    expect(value(Number.NaN, {}, true)).toEqual({ kind: 'none', capitalAtRisk: true });
    expect(value(Number.POSITIVE_INFINITY)).toEqual({ kind: 'none', capitalAtRisk: false });
  });

  it('is the bonus itself when nothing costs or must stay', () => {
    const result = value(80, {}, true);
    expect(result).toEqual({ kind: 'exact', value: 80, parts: [{ kind: 'bonus', euros: 80, ceiling: false }], capitalAtRisk: true });
  });

  it('takes away a monthly fee for each month the account must stay open, and a one-off cost once', () => {
    const result = value(80, {
      keepOpen: { months: 3, ...sure },
      costs: [cost({ amount: 5, per: 'month' }), cost({ text: 'Frais d’ouverture', kind: 'other', amount: 10, per: 'once' })],
    });
    expect(result.kind).toBe('exact');
    if (result.kind !== 'exact') return;
    expect(result.costTime).toEqual({ months: 3, from: 'keep-open' });
    expect(result.parts.map((part) => part.euros)).toEqual([80, -15, -10]);
    expect(result.parts[1]).toMatchObject({ kind: 'cost', amount: 5, per: 'month', months: 3, source: 'conditions' });
    expect(result.parts[2]).not.toHaveProperty('months');
    expect(result.value).toBe(80 - 5 * 3 - 10);
  });

  it('never takes off an inactivity fee, which using the card avoids', () => {
    const result = value(80, {
      keepOpen: { months: 3, ...sure },
      costs: [cost({ text: 'Frais sans paiement dans le mois', kind: 'inactivity-fee', amount: 9, per: 'month' })],
    });
    expect(result).toMatchObject({ kind: 'exact', value: 80 });
    expect(NET_VALUE_FORMULA).toContain('frais d’inactivité');
    // Nor the price of a card the offer does not require.
    expect(value(80, { keepOpen: { months: 3, ...sure }, costs: [cost({ text: 'Carte haut de gamme', choice: true })] })).toMatchObject({
      kind: 'exact',
      value: 80,
    });
  });

  it('says what the value is made of: nothing to take off, each part, or what is unknown', () => {
    expect(netValueBreakdown(value(80))).toBe('rien à déduire selon les conditions publiées');
    expect(
      netValueBreakdown(
        value(80, {
          keepOpen: { months: 3, ...sure },
          holding: { amount: 1000, months: 6, ...sure },
          costs: [cost({ amount: 5, per: 'month' })],
        }),
      ),
    ).toBe(`80${NBSP}€ de prime − 30${NBSP}€ de frais − 15${NBSP}€ d’intérêts du Livret A`);
    expect(netValueBreakdown(value(80, { costs: [cost()] }))).toBe(
      `80${NBSP}€ de prime, moins des frais ou des intérêts dont les conditions ne donnent pas le montant`,
    );
    expect(netValueBreakdown(value(null))).toBe('');
  });

  it('counts a yearly fee pro rata of the months, rounded to the cent', () => {
    const result = value(50, { keepOpen: { months: 1, ...sure }, costs: [cost({ kind: 'card-fee', amount: 10, per: 'year' })] });
    expect(result).toMatchObject({ kind: 'exact', value: 49.17 });
    if (result.kind === 'exact') expect(result.parts[1]?.euros).toBe(-0.83);
  });

  it('counts the interest a held sum forgoes at the given rate for the months it stays', () => {
    const result = value(100, { holding: { amount: 1000, months: 6, ...sure } });
    expect(result.kind).toBe('exact');
    if (result.kind !== 'exact') return;
    expect(result.parts[1]).toEqual({ kind: 'interest', euros: -15, amount: 1000, months: 6, percent: 3, rateSince: RATE.since, ...sure });
    expect(result.value).toBe(85);
  });

  it('uses the dated Livret A constant unless told otherwise', () => {
    const result = netValueOf({ bonus: 100, facts: facts({ holding: { amount: 1200, months: 12, ...sure } }), capitalAtRisk: false });
    expect(result).toMatchObject({ kind: 'exact', value: 100 - (1200 * LIVRET_A.percent) / 100 });
    if (result.kind === 'exact') expect(result.parts[1]).toMatchObject({ percent: LIVRET_A.percent, rateSince: LIVRET_A.since });
  });

  it('rounds each part to the cent, and the parts shown always add up to the value', () => {
    const result = value(33.33, {
      keepOpen: { months: 7, ...sure },
      holding: { amount: 333.33, months: 1, ...sure },
      costs: [cost({ amount: 1.99, per: 'year' }), cost({ amount: 0.33, per: 'month' })],
    });
    expect(result.kind).toBe('exact');
    if (result.kind !== 'exact') return;
    // 333.33 € × 3 % / 12 = 0.833325 €; 1.99 € × 7 / 12 = 1.16083… €; 0.33 € × 7 = 2.31 €.
    expect(result.parts.map((part) => part.euros)).toEqual([33.33, -1.16, -2.31, -0.83]);
    expect(result.value).toBe(sumOf(result.parts));
    expect(result.value).toBe(29.03);
  });

  it('never gives -0, for the value or for a part that rounds to nothing', () => {
    const even = value(9, { costs: [cost({ amount: 9, per: 'once' })] });
    expect(even.kind === 'exact' && Object.is(even.value, 0)).toBe(true);
    const tiny = value(0, { keepOpen: { months: 1, ...sure }, costs: [cost({ amount: 0.01, per: 'year' })] });
    expect(tiny.kind).toBe('exact');
    if (tiny.kind !== 'exact') return;
    expect(tiny.parts.map((part) => Object.is(part.euros, -0))).toEqual([false, false]);
    expect(Object.is(tiny.value, 0)).toBe(true);
    expect(netValueWords(tiny)).toBe(`0${NBSP}€`);
  });

  it('gives a negative value as it is when the costs exceed the bonus', () => {
    const result = value(20, { keepOpen: { months: 12, ...sure }, costs: [cost({ amount: 2, per: 'month' })] });
    expect(result).toMatchObject({ kind: 'exact', value: -4 });
    expect(netValueWords(result)).toBe(`−4${NBSP}€`);
  });

  describe('with an unknown part', () => {
    it('says « au plus » the known parts when a cost has no amount', () => {
      const result = value(80, { keepOpen: { months: 2, ...sure }, costs: [cost(), cost({ amount: 3, per: 'month' })] });
      expect(result).toMatchObject({ kind: 'range', min: null, max: 74 });
      if (result.kind !== 'range') return;
      expect(result.unknown).toEqual([{ kind: 'cost', text: cost().text, missing: 'amount', ...sure }]);
      expect(result.max).toBe(sumOf(result.parts));
      expect(netValueWords(result)).toBe(`au plus 74${NBSP}€`);
    });

    it('leaves a monthly or yearly fee out when nothing says how long the account runs', () => {
      const result = value(80, {
        conditions: [condition()],
        costs: [cost({ amount: 5, per: 'month' }), cost({ amount: 12, per: 'year' })],
      });
      expect(result).toMatchObject({ kind: 'range', min: null, max: 80 });
      if (result.kind !== 'range') return;
      expect(result.costTime).toBeUndefined();
      expect(result.unknown.map((part) => part.kind === 'cost' && part.missing)).toEqual(['period', 'period']);
    });

    it('still counts a one-off cost when the time is unknown', () => {
      const result = value(80, { costs: [cost({ amount: 10, per: 'once' }), cost({ amount: 5, per: 'month' })] });
      expect(result).toMatchObject({ kind: 'range', min: null, max: 70 });
    });

    it('names what a holding lacks: the sum, or how long it stays', () => {
      const words = value(80, { holding: { text: 'Un solde minimum à garder', ...sure } });
      expect(words).toMatchObject({ kind: 'range', max: 80, unknown: [{ kind: 'interest', missing: 'amount', ...sure }] });
      const sum = value(80, { holding: { amount: 500, ...sure } });
      expect(sum).toMatchObject({ kind: 'range', max: 80, unknown: [{ kind: 'interest', missing: 'months', ...sure }] });
    });

    it('treats a ceiling (« jusqu’à ») as an unknown bonus below it', () => {
      const result = netValueOf({ bonus: 150, bonusIsCeiling: true, facts: facts(), capitalAtRisk: false });
      expect(result).toMatchObject({ kind: 'range', min: null, max: 150, unknown: [{ kind: 'bonus', missing: 'amount' }] });
      if (result.kind === 'range') expect(result.parts[0]).toEqual({ kind: 'bonus', euros: 150, ceiling: true });
    });
  });
});

describe('costTimeOf', () => {
  it('counts the conditions’ longest deadline plus the payout delay, a started month as whole', () => {
    const payout = { text: 'Sous 30 jours', days: 30, ...sure };
    expect(costTimeOf(facts({ conditions: [condition(60), condition(90), condition()], payout }))).toEqual({
      months: 4,
      from: 'conditions',
    });
    expect(costTimeOf(facts({ conditions: [condition(91)] }))).toEqual({ months: 4, from: 'conditions' });
    expect(costTimeOf(facts({ conditions: [condition(30)] }))).toEqual({ months: 1, from: 'conditions' });
  });

  it('takes the longest of the stated times, the record’s own statement on a tie', () => {
    const conditions = [condition(90)];
    expect(costTimeOf(facts({ conditions, keepOpen: { months: 12, ...sure } }))).toEqual({ months: 12, from: 'keep-open' });
    expect(costTimeOf(facts({ conditions, keepOpen: { months: 3, ...sure } }))).toEqual({ months: 3, from: 'keep-open' });
    expect(costTimeOf(facts({ conditions, holding: { amount: 300, months: 6, ...sure } }))).toEqual({ months: 6, from: 'holding' });
    expect(costTimeOf(facts({ conditions: [condition()] }))).toBeUndefined();
  });
});

describe('netValueBonusOf', () => {
  const side = (basis: Parameters<typeof resolveSide>[0]['basis'], value: unknown) =>
    netValueBonusOf(resolveSide({ key: 'PRIME_FILLEUL_N26', basis }, { PRIME_FILLEUL_N26: value }));

  it('takes the figure the resolved side shows, a ceiling as such, and nothing for words', () => {
    expect(side({ kind: 'paid', published: 80 }, 80)).toEqual({ bonus: 80 });
    expect(side({ kind: 'paid' }, 60)).toEqual({ bonus: 60 });
    expect(side({ kind: 'varies', ceiling: 150 }, 150)).toEqual({ bonus: 150, bonusIsCeiling: true });
    expect(side({ kind: 'varies' }, 150)).toEqual({ bonus: null });
    expect(side({ kind: 'paid' }, undefined)).toEqual({ bonus: null });
    expect(side({ kind: 'none' }, 20)).toEqual({ bonus: null });
    expect(side({ kind: 'closed', programme: 'ended' }, 20)).toEqual({ bonus: null });
  });
});

describe('the formula and the tax note', () => {
  const percent = `${String(LIVRET_A.percent).replace('.', ',')}${NBSP}%`;

  it('states every kind of part the computation takes away, and the rate in use with its date', () => {
    for (const words of [
      'prime du filleul',
      'frais du compte',
      'intérêts',
      'Livret A',
      'au prorata',
      'une fois',
      `«${NBSP}au plus${NBSP}»`,
    ]) {
      expect(NET_VALUE_FORMULA).toContain(words);
    }
    expect(NET_VALUE_FORMULA).toContain(`${percent} par an depuis le ${formatDateFr(LIVRET_A.since).replace(/^1 /, '1er ')}`);
  });

  it('does not claim a tax rate', () => {
    expect(NET_VALUE_TAX_NOTE).toMatch(/avant impôt/);
    expect(NET_VALUE_TAX_NOTE).not.toMatch(/\d/);
  });

  it('follows French typography', () => {
    for (const sentence of [NET_VALUE_FORMULA, NET_VALUE_TAX_NOTE]) {
      expect(sentence).not.toMatch(/[^\u00a0][:;?!%€]/);
      expect(sentence).not.toMatch(/«[^\u00a0]|[^\u00a0]»/);
      expect(sentence).not.toMatch(/'/);
    }
  });
});
