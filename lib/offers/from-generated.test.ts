import { allOffers, type Offer } from 'contentlayer/generated';
import { describe, expect, it } from 'vitest';
import { toOfferRecord } from './from-generated';

const revolut = allOffers.find((doc) => doc.provider === 'REVOLUT') as Offer;

describe('toOfferRecord', () => {
  it('gives each fact its one form, dates as YYYY-MM-DD', () => {
    const record = toOfferRecord(revolut);
    expect(record.checked).toBe('2026-11-23');
    expect(record.sources[0]?.consulted).toBe('2026-11-23');
    expect(record.payout).toEqual({ text: expect.stringMatching(/3 à 5 jours/), days: 7, source: 'non-recu-es', certainty: 'sure' });
    expect(record.period).toEqual({ text: expect.stringMatching(/invitation/), source: 'conditions', certainty: 'sure' });
    expect(record.conditions.find((condition) => condition.main)).toMatchObject({
      kind: 'card-payments',
      count: 3,
      deadline: { text: expect.any(String) },
    });
    expect(toOfferRecord(allOffers.find((doc) => doc.provider === 'JOKO') as Offer)).toMatchObject({
      rewards: { referee: { unpublished: true }, sponsor: { unpublished: true } },
      payout: { unpublished: true },
      period: { unpublished: true },
    });
  });

  it('stops loudly on a record that skipped the content gate (a fact without its source)', () => {
    const { source: _source, ...unsourced } = revolut.payout;
    const broken: Offer = { ...revolut, payout: unsourced };
    expect(() => toOfferRecord(broken)).toThrow('Fiche d’offre REVOLUT, payout');
  });
});
