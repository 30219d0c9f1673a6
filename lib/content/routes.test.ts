import { describe, expect, it } from 'vitest';
import { BANKS } from '../mdx/card-banks';
import { allBanks } from 'contentlayer/generated';
import { ROUTES } from './routes.generated';

/**
 * The routes of docs/behaviours.md#routes, written out by hand on purpose: the site must always serve these 32
 * routes. Writers may add pages beside them without touching this list.
 */
const SPEC_ROUTES = [
  '/', '/contact', '/blog', '/parrainage', '/banque', '/cashback',
  '/cashback/joko', '/cashback/naomi', '/cashback/igraal', '/cashback/widilo', '/cashback/poulpeo', '/cashback/ebuyclub',
  '/mentions-legales',
  '/banque/fortuneo', '/banque/fortuneo/etapes', '/banque/fortuneo/parrainage', '/banque/fortuneo/cartes',
  '/banque/fortuneo/cartes/gold', '/banque/fortuneo/cartes/fosfo',
  '/banque/boursobank', '/banque/boursobank/etapes', '/banque/boursobank/cartes',
  '/banque/boursobank/cartes/metal', '/banque/boursobank/cartes/ultim', '/banque/boursobank/cartes/welcome',
  '/blog/avantages-fortuneo', '/blog/parrainage-fortuneo', '/blog/ouverture-compte-fortuneo',
  '/blog/avantages-boursobank', '/blog/parrainage-boursobank', '/blog/the-corner-boursobank', '/blog/ouverture-compte-boursobank',
];

describe('generated route list', () => {
  it('holds every one of the 32 routes of the specification (new pages may be added beside them)', () => {
    expect(new Set(SPEC_ROUTES).size).toBe(32);
    expect(ROUTES).toEqual(expect.arrayContaining(SPEC_ROUTES));
  });

  it('holds no test-only page (they live in e2e/fixtures/content)', () => {
    expect(ROUTES.filter((route) => route.startsWith('/essai-'))).toEqual([]);
  });

  it('knows every bank folder as a bank writers can name', () => {
    expect(allBanks.map((bank) => bank.bank).sort()).toEqual([...BANKS].sort());
  });
});
