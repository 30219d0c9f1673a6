import { formatDateFr } from '../format-date';
import { describe, expect, it } from 'vitest';
import { offerDocOf } from '../content';
import { offerCardSummaries, offerSummaries } from './summary';
import { ROUTES } from '../content/routes.generated';
import { PROVIDERS } from '../primes/providers';
import { factSourceOf, unsureMark } from './uncertainty';
import { allOfferRecords, codeWhereOf, mainConditionOf, offerConditionOf, offerPageOf, offerRecordOf } from './index';

/** The records of content/offres/ as the site reads them (the content build's output). */
describe('the offer records of the site', () => {
  it('has one record per settings key, in the document’s order', () => {
    expect(allOfferRecords().map((record) => record.provider)).toEqual([...PROVIDERS]);
  });

  it('gives each offer either a page of the site or a reason it has none, never both', () => {
    const routes = new Set<string>(ROUTES);
    for (const record of allOfferRecords()) {
      if (record.page !== undefined) {
        expect(routes.has(record.page), record.provider).toBe(true);
        expect(record.withoutPage, record.provider).toBeUndefined();
      } else expect(record.withoutPage, record.provider).toMatch(/\S/);
    }
    // The Fortuneo offers point to the page where their boxes come first, not to the bank's page.
    expect(offerRecordOf('FORTUNEO_GOLD')?.page).toBe('/banque/fortuneo/parrainage');
    expect(offerRecordOf('FORTUNEO_FOSFO')?.page).toBe('/banque/fortuneo/cartes/fosfo');
  });

  it('sends every link to an offer to its record’s page, never to another page naming the provider', () => {
    for (const provider of PROVIDERS) {
      expect(offerPageOf(provider), provider).toBe(offerRecordOf(provider)?.page);
      const page = offerPageOf(provider);
      if (page) expect(offerDocOf(provider)?.url, provider).toBe(page);
      else expect(offerDocOf(provider), provider).toBeUndefined();
    }
    expect(offerPageOf('FORTUNEO_GOLD')).toBe('/banque/fortuneo/parrainage');
    expect(offerSummaries().FORTUNEO_GOLD?.href).toBe('/banque/fortuneo/parrainage');
    expect(offerSummaries().FORTUNEO_FOSFO?.href).toBe('/banque/fortuneo/cartes/fosfo');
  });

  it('gives the comparison each row’s main condition from the record, and the reason a provider has no page', () => {
    const summaries = offerSummaries();
    for (const record of allOfferRecords()) {
      const condition = mainConditionOf(record);
      const summary = summaries[record.provider];
      const source = condition && factSourceOf(record.sources, condition);
      const expected = condition && (condition.certainty === 'unsure' ? `${condition.text} (${unsureMark(source)})` : condition.text);
      expect(summary?.condition, record.provider).toBe(expected);
      expect(summary?.withoutPage, record.provider).toBe(record.withoutPage);
      expect(summary?.href === undefined, record.provider).toBe(record.withoutPage !== undefined);
    }
    // Curve's programme ended: listed apart with its end date, not ranked.
    expect(summaries.CURVE?.programme).toBe('ended');
    expect(summaries.CURVE?.apart).toMatch(/^Ce programme a pris fin le 31 mars 2024/);
    expect(summaries.N26?.programme).toBe('open');
    expect(summaries.N26?.apart).toBeUndefined();
  });

  it('gives the home cards, and only them, each offer’s main condition kind and check date', () => {
    const cards = offerCardSummaries();
    for (const record of allOfferRecords()) {
      const card = cards[record.provider];
      // Only a running programme with a page gets a card: one not found (eBuyClub's) keeps its page but no card.
      if (record.page === undefined || record.programme.status !== 'open') expect(card, record.provider).toBeUndefined();
      else
        expect(card, record.provider).toMatchObject({
          href: record.page,
          conditionKind: mainConditionOf(record)?.kind,
          ...(record.checked ? { checked: { day: record.checked, said: formatDateFr(record.checked) } } : {}),
        });
      expect(offerSummaries()[record.provider], record.provider).not.toHaveProperty('checked');
    }
    expect(cards.BOURSOBANK?.checked?.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('says Revolut’s terms reward the sponsor only', () => {
    expect(offerRecordOf('REVOLUT')?.rewards.referee).toMatchObject({ status: 'none', certainty: 'sure' });
  });

  it('gives tables the record’s main condition, marking a ⚠️ fact as such', () => {
    expect(offerConditionOf('FORTUNEO_GOLD')).toBe('Carte Gold, avec 2\u00a0200\u00a0€ de revenus nets par mois pour une nouvelle carte');
    expect(offerConditionOf('FORTUNEO_FOSFO')).toBe('Carte Fosfo, sans condition de revenus');
    expect(offerConditionOf('WIDILO')).toBe(
      'Inscription par le lien du parrain, impossible à rattacher ensuite (à vérifier sur widilo.co.uk)',
    );
    expect(offerConditionOf('JOKO')).toBeUndefined();
  });

  it('tells where a client finds their code, where a source says so', () => {
    expect(codeWhereOf('REVOLUT')).toMatch(/^dans l’application Revolut/);
    expect(codeWhereOf('BOURSOBANK')).toBeUndefined();
  });
});
