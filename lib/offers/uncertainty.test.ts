import { describe, expect, it } from 'vitest';
import { csvCertaintyMark, factSourceOf, unsureMark, withCertainty } from './uncertainty';
import type { OfferSource } from './schema';

const source = (kind: OfferSource['kind'], url = 'https://www.fortuneo.fr/aide'): OfferSource => ({
  id: kind,
  title: 'Page',
  url,
  consulted: '2026-11-20',
  kind,
});

describe('the mark of a ⚠️ fact', () => {
  it('says who gives the fact instead of one « à confirmer » for every doubt', () => {
    expect(unsureMark(source('conditions'))).toBe('à vérifier sur fortuneo.fr');
    expect(unsureMark(source('officiel', 'https://help.crypto.com/fr/articles/1'))).toBe('à vérifier sur help.crypto.com');
    expect(unsureMark(source('comparateur'))).toBe('selon un comparateur');
    expect(unsureMark(source('presse'))).toBe('selon la presse');
    expect(unsureMark(source('autre'))).toBe('selon un site non officiel');
    // Only a surface that lost the source falls back on the general words.
    expect(unsureMark(undefined)).toBe('à confirmer');
  });

  it('adds the mark in prose and in the CSV only to an `unsure` fact', () => {
    expect(withCertainty('Carte commandée', 'unsure', source('comparateur'))).toBe('Carte commandée (selon un comparateur)');
    expect(withCertainty('Carte commandée', 'sure', source('comparateur'))).toBe('Carte commandée');
    expect(csvCertaintyMark('unsure', source('presse'))).toBe(' [selon la presse]');
    expect(csvCertaintyMark('sure', source('presse'))).toBe('');
    expect(csvCertaintyMark(null)).toBe('');
  });

  it('finds the source a fact names among its record’s', () => {
    const sources = [source('conditions'), source('autre')];
    expect(factSourceOf(sources, { source: 'autre' })?.kind).toBe('autre');
    expect(factSourceOf(sources, { source: 'ailleurs' })).toBeUndefined();
    expect(factSourceOf(sources, { source: null })).toBeUndefined();
    expect(factSourceOf(sources, {})).toBeUndefined();
  });
});
