import { allAppOffers, allBanks, allCashbackPortals } from 'contentlayer/generated';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../content/routes.generated';
import { siteCodeFor } from '../offers/site-codes';
import { PROVIDERS } from '../primes/providers';
import { checkRedirects } from './check.mjs';
import { OUTBOUND_RULES, REDIRECTS, outboundFor, redirectFor } from './index';
import rules from './redirects.json';

const valid = {
  source: '/go/exemple',
  destination: 'https://www.exemple.fr/',
  status: 307,
  label: 'Exemple',
  providers: ['BOURSOBANK'],
  why: 'Lien sortant de test.',
};
const internal = { source: '/ancienne-page', destination: '/banque', status: 308, why: 'Page renommée, pour le test.' };

describe('checkRedirects', () => {
  it('accepts the declared rules', () => {
    expect(checkRedirects(rules)).toBe(rules);
    expect(REDIRECTS.length).toBeGreaterThan(0);
  });

  it('accepts well-formed outbound and internal rules', () => {
    expect(() => checkRedirects([valid, internal])).not.toThrow();
  });

  const broken: [string, unknown[], RegExp][] = [
    [
      'a destination that is not an address',
      [{ ...valid, destination: 'htps//www.exemple.fr' }],
      /règle 1 \(\/go\/exemple\).*n’est pas une adresse/,
    ],
    ['an http destination', [{ ...valid, destination: 'http://www.exemple.fr/' }], /https:\/\//],
    ['a destination with a space', [{ ...valid, destination: 'https://www.exem ple.fr/' }], /espace/],
    ['a destination with credentials', [{ ...valid, destination: 'https://moi:secret@www.exemple.fr/' }], /identifiants/],
    ['a host without a domain', [{ ...valid, destination: 'https://localhost/' }], /nom de domaine invalide/],
    [
      'a destination not in normal form',
      [{ ...valid, destination: 'https://WWW.exemple.fr' }],
      /forme normale : https:\/\/www\.exemple\.fr\//,
    ],
    ['an outbound link to the site itself', [{ ...valid, destination: '/banque' }], /mène hors du site/],
    ['a malformed internal destination', [{ ...internal, destination: '/Banque en ligne' }], /n’est pas un chemin du site valide/],
    ['a missing destination', [{ ...internal, destination: '' }], /destination » manquante/],
    ['a source that is not a path', [{ ...valid, source: 'go/exemple' }], /source/],
    ['a source under /_next', [{ ...internal, source: '/_next/static' }], /source/],
    ['a duplicate source', [valid, { ...valid }], /règle 2.*déjà déclarée/],
    ['an unknown status', [{ ...internal, status: 200 }], /status/],
    ['a permanent outbound link', [{ ...valid, status: 301 }], /temporaire/],
    ['an outbound link without label', [{ ...valid, label: '' }], /label/],
    ['an outbound link without providers', [{ ...valid, providers: [] }], /providers/],
    ['providers on an internal rule', [{ ...internal, providers: ['BOURSOBANK'] }], /réservés aux liens sortants/],
    ['a rule without reason', [{ ...internal, why: '' }], /why/],
    ['an unknown field', [{ ...internal, permanent: true }], /champ inconnu « permanent »/],
    ['a redirect to itself', [{ ...internal, destination: '/ancienne-page' }], /renvoie sur elle-même/],
    ['a chain', [internal, { ...internal, source: '/tres-ancienne-page', destination: '/ancienne-page' }], /chaîne ou boucle/],
    ['a file that is not a list', ['x'], /objet/],
  ];
  it.each(broken)('rejects %s, naming the rule', (_case, input, message) => {
    expect(() => checkRedirects(input)).toThrow(/^Redirections invalides \(lib\/redirects\/redirects\.json\)/);
    expect(() => checkRedirects(input)).toThrow(message);
  });

  it('finds a rule by its exact path only', () => {
    const [first] = REDIRECTS;
    expect(first).toBeDefined();
    if (!first) return;
    expect(redirectFor(first.source)).toBe(first);
    expect(redirectFor(`${first.source}/plus`)).toBeUndefined();
    expect(redirectFor(first.source.toUpperCase())).toBeUndefined();
  });
});

describe('the declared rules and the content', () => {
  const routes = new Set<string>(ROUTES);

  it('internal destinations are pages of the site, and sources never hide one', () => {
    for (const rule of REDIRECTS) {
      expect(routes.has(rule.source), rule.source).toBe(false);
      if (rule.destination.startsWith('/')) expect(routes.has(rule.destination.replace(/#.*$/, '')), rule.destination).toBe(true);
    }
  });

  it('outbound rules name known providers, each at most once', () => {
    const named = OUTBOUND_RULES.flatMap((rule) => rule.providers);
    for (const provider of named) expect(PROVIDERS).toContain(provider);
    expect(new Set(named).size).toBe(named.length);
  });

  const offers = [...allBanks, ...allCashbackPortals, ...allAppOffers];
  it('each outbound link leads to its offer page’s official site, never to a referral link', () => {
    for (const rule of OUTBOUND_RULES) {
      const page = offers.find((doc) => rule.providers.includes(doc.provider));
      expect(page, rule.source).toBeDefined();
      expect(rule.destination, rule.source).toBe(page?.officialUrl);
      expect(
        rule.providers.map(siteCodeFor).some((code) => code?.url === rule.destination),
        rule.source,
      ).toBe(false);
    }
  });

  it('every bank and portal with an official site has an outbound link, and only those', () => {
    for (const doc of offers) {
      // Naomi publishes no page of its own: no official address, so no outbound link.
      expect(outboundFor(doc.provider) === undefined, doc.url).toBe(!doc.officialUrl);
    }
  });
});
