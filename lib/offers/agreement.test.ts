import { describe, expect, it } from 'vitest';
import { amountContradictions } from './agreement';

const none = { status: 'none', source: 'aide', certainty: 'sure' } as const;
const paid = { status: 'paid', source: 'aide', certainty: 'sure' } as const;

describe('amountContradictions', () => {
  it('names the key of every amount above 0 where the record says the terms pay nothing', () => {
    expect(
      amountContradictions(
        { provider: 'REVOLUT', rewards: { referee: none, sponsor: paid } },
        { PRIME_FILLEUL_REVOLUT: 20, PRIME_PARRAIN_REVOLUT: 70 },
      ),
    ).toEqual([{ kind: 'paid-where-none', provider: 'REVOLUT', side: 'referee', key: 'PRIME_FILLEUL_REVOLUT', value: 20 }]);
    expect(
      amountContradictions({ provider: 'N26', rewards: { referee: paid, sponsor: none } }, { PRIME_PARRAIN_N26: 5, PRIME_FILLEUL_N26: 0 }),
    ).toEqual([{ kind: 'paid-where-none', provider: 'N26', side: 'sponsor', key: 'PRIME_PARRAIN_N26', value: 5 }]);
  });

  it('names the key missing where the record says a bonus is paid', () => {
    expect(amountContradictions({ provider: 'N26', rewards: { referee: paid, sponsor: none } }, { PRIME_PARRAIN_N26: 0 })).toEqual([
      { kind: 'missing', provider: 'N26', side: 'referee', key: 'PRIME_FILLEUL_N26' },
    ]);
  });

  it('accepts 0 or no key where nothing is paid, and any amount where a bonus is paid, varies or is not published', () => {
    expect(amountContradictions({ provider: 'REVOLUT', rewards: { referee: none, sponsor: none } }, { PRIME_FILLEUL_REVOLUT: 0 })).toEqual(
      [],
    );
    const varies = { status: 'varies', source: 'aide', certainty: 'unsure' } as const;
    expect(
      amountContradictions(
        { provider: 'TRADEREPUBLIC', rewards: { referee: varies, sponsor: { unpublished: true } } },
        { PRIME_FILLEUL_TRADEREPUBLIC: 50 },
      ),
    ).toEqual([]);
  });

  it('names an amount other than a sure published one; an unsure published amount is no disagreement', () => {
    const published = (certainty: 'sure' | 'unsure') => ({ ...paid, published: { value: 15, certainty } });
    expect(
      amountContradictions({ provider: 'N26', rewards: { referee: none, sponsor: published('sure') } }, { PRIME_PARRAIN_N26: 20 }),
    ).toEqual([{ kind: 'differs-from-published', provider: 'N26', side: 'sponsor', key: 'PRIME_PARRAIN_N26', value: 20, published: 15 }]);
    expect(
      amountContradictions({ provider: 'N26', rewards: { referee: none, sponsor: published('sure') } }, { PRIME_PARRAIN_N26: 15 }),
    ).toEqual([]);
    expect(
      amountContradictions({ provider: 'N26', rewards: { referee: none, sponsor: published('unsure') } }, { PRIME_PARRAIN_N26: 20 }),
    ).toEqual([]);
  });

  it('names every amount above 0 of a programme that ended or was not found, whatever its rewards say', () => {
    const unpublished = { unpublished: true } as const;
    expect(
      amountContradictions(
        { provider: 'CURVE', rewards: { referee: unpublished, sponsor: unpublished }, programme: { status: 'ended' } },
        { PRIME_FILLEUL_CURVE: 5, PRIME_PARRAIN_CURVE: 0 },
      ),
    ).toEqual([{ kind: 'closed-programme', provider: 'CURVE', side: 'referee', key: 'PRIME_FILLEUL_CURVE', value: 5, status: 'ended' }]);
    expect(
      amountContradictions(
        { provider: 'PAYPAL', rewards: { referee: paid, sponsor: unpublished }, programme: { status: 'not-found' } },
        { PRIME_PARRAIN_PAYPAL: 10 },
      ),
    ).toEqual([
      { kind: 'closed-programme', provider: 'PAYPAL', side: 'sponsor', key: 'PRIME_PARRAIN_PAYPAL', value: 10, status: 'not-found' },
    ]);
    expect(
      amountContradictions(
        { provider: 'CURVE', rewards: { referee: paid, sponsor: paid }, programme: { status: 'open' } },
        { PRIME_FILLEUL_CURVE: 5, PRIME_PARRAIN_CURVE: 5 },
      ),
    ).toEqual([]);
  });
});
