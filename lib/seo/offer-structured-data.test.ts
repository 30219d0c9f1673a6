import { describe, expect, it } from 'vitest';
import { allOfferRecords } from '../offers';
import type { OfferRecord } from '../offers/schema';
import defaultDocument from '../primes/default-document.json';
import { offerStructuredData } from './offer-structured-data';

const absoluteUrl = (path: string) => new URL(path, 'https://exemple.fr').href;
const sure = { source: 'cgu', certainty: 'sure' } as const;
const DATED: OfferRecord = {
  provider: 'JOKO',
  page: '/cashback/joko',
  programme: { status: 'open', ...sure },
  answers: {},
  sources: [{ id: 'cgu', title: 'Conditions', url: 'https://exemple.fr/cgu', consulted: '2026-11-20', kind: 'conditions' }],
  rewards: { referee: { status: 'paid', form: 'cash', ...sure }, sponsor: { status: 'none', ...sure } },
  eligibility: { minAge: { years: 18, source: 'cgu', certainty: 'unsure' } },
  conditions: [{ kind: 'card-payments', text: 'Trois achats', count: 3, deadline: { days: 30, from: 'l’inscription' }, ...sure }],
  payout: { text: 'sous 60 jours', ...sure },
  period: { start: '2026-11-01', end: '2026-12-31', ...sure },
  costs: [],
  catches: [],
};
const record = (provider: OfferRecord['provider']) => {
  const found = allOfferRecords().find((candidate) => candidate.provider === provider);
  if (!found?.page) throw new Error(`no record with a page for ${provider}`);
  return { found, page: found.page };
};

describe('offerStructuredData', () => {
  it('is an Offer of the record’s page, with no price (a bonus is not a price) and its dates when the record has them', () => {
    const offer = offerStructuredData(DATED, '/cashback/joko', { PRIME_FILLEUL_JOKO: 5, PRIME_PARRAIN_JOKO: 3 }, absoluteUrl);
    expect(offer).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Offer',
      '@id': 'https://exemple.fr/cashback/joko#offre',
      name: 'Offre de parrainage Joko',
      url: 'https://exemple.fr/cashback/joko',
      category: 'Cashback',
      itemOffered: { '@type': 'Service', name: 'Joko' },
      validFrom: '2026-11-01',
      validThrough: '2026-12-31',
    });
    expect(offer).not.toHaveProperty('price');
    expect(offer).not.toHaveProperty('priceSpecification');
  });

  it('gives each side’s bonus as the box shows it: euros, or its words where it shows none', () => {
    const offer = offerStructuredData(DATED, '/cashback/joko', { PRIME_FILLEUL_JOKO: 5, PRIME_PARRAIN_JOKO: 3 }, absoluteUrl);
    expect(offer.additionalProperty).toEqual([
      {
        '@type': 'PropertyValue',
        name: 'Prime du filleul',
        value: { '@type': 'MonetaryAmount', currency: 'EUR', value: 5 },
      },
      { '@type': 'PropertyValue', name: 'Prime du parrain', description: 'aucune prime' },
    ]);
    // Where the figure comes from is said once, first in the offer's description, as its box says it.
    expect(offer.description).toMatch(/^Montants de notre relevé\u00a0: les conditions publiées de Joko ne les donnent pas\. Éligibilité/);
    const missing = offerStructuredData(DATED, '/cashback/joko', {}, absoluteUrl);
    expect(missing.additionalProperty).toContainEqual({
      '@type': 'PropertyValue',
      name: 'Prime du filleul',
      description: 'montant non communiqué',
    });
  });

  it('describes eligibility, conditions with their deadlines, payout and period in the box’s words, a fact to confirm said so', () => {
    const offer = offerStructuredData(DATED, '/cashback/joko', {}, absoluteUrl);
    expect(offer.description).toBe(
      'Éligibilité\u00a0: Avoir au moins 18\u00a0ans (à vérifier sur exemple.fr). ' +
        'Conditions\u00a0: Trois achats, dans les 30\u00a0jours suivant l’inscription. ' +
        'Versement\u00a0: sous 60 jours. ' +
        'Durée\u00a0: depuis le 1 novembre 2026, jusqu’au 31 décembre 2026.',
    );
  });

  it('claims no dates for an offer without them, and says what is not published', () => {
    const { found, page } = record('FORTUNEO_GOLD');
    const offer = offerStructuredData(found, page, defaultDocument, absoluteUrl);
    expect(offer).not.toHaveProperty('validFrom');
    expect(offer).not.toHaveProperty('validThrough');
    expect(offer.description).toContain('Versement\u00a0: délai non publié.');
    expect(offer.itemOffered).toEqual({ '@type': 'FinancialProduct', name: 'Fortuneo (carte Gold)' });
  });
});
