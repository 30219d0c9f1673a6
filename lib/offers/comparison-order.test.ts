import { afterEach, describe, expect, it, vi } from 'vitest';
import { offerSidesOf, type OfferSummaries } from './summary';
import { toGlobalValues } from '../primes/derive';
import { providerNameRanks } from '../primes/provider-name-order';
import type { Provider } from '../primes/providers';

const summaries = (nameRanks: Partial<Record<Provider, number>>): OfferSummaries =>
  Object.fromEntries(
    Object.entries(nameRanks).map(([provider, nameRank]) => [
      provider,
      { siteCode: false, programme: 'open', sides: offerSidesOf(provider as Provider, undefined), nameRank },
    ]),
  );

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('providerNameRanks', () => {
  it('orders the names as French readers do: case and accents aside', () => {
    const ranks = providerNameRanks();
    const byName = (Object.keys(ranks) as Provider[]).sort((a, b) => ranks[a] - ranks[b]);
    expect(byName.slice(0, 6)).toEqual(['BOURSOBANK', 'CRYPTO', 'CURVE', 'EBUYCLUB', 'ESKETIT', 'FINTOWN']);
    // « iGraal » among the i, not after the capitals as a byte order would put it.
    expect(ranks.IGRAAL).toBe(ranks.GETINCOME + 1);
    expect(new Set(Object.values(ranks)).size).toBe(Object.keys(ranks).length);
  });
});

describe('rankProviders', () => {
  it('breaks ties with the names’ order the summaries carry, without a collator in the browser', async () => {
    const collator = vi.spyOn(Intl, 'Collator');
    const compare = vi.spyOn(String.prototype, 'localeCompare');
    // Loaded here, after the spies: building a collator when the module loads counts too.
    const { rankProviders } = await import('./comparison-order');
    const values = toGlobalValues({
      PRIME_FILLEUL_BOURSOBANK: 80,
      PRIME_FILLEUL_JOKO: 5,
      PRIME_FILLEUL_IGRAAL: 5,
      PRIME_FILLEUL_WIDILO: 5,
    });
    // Ranks that contradict the alphabet: the order must follow them, not the labels.
    const offers = summaries({ BOURSOBANK: 3, WIDILO: 0, JOKO: 1, IGRAAL: 2 });
    expect(rankProviders(['IGRAAL', 'JOKO', 'BOURSOBANK', 'WIDILO'], values, 'filleul', offers)).toEqual([
      'BOURSOBANK',
      'WIDILO',
      'JOKO',
      'IGRAAL',
    ]);
    expect(collator).not.toHaveBeenCalled();
    expect(compare).not.toHaveBeenCalled();
  });
});

describe('an unregulated platform is never ranked above a regulated one (generated from the records)', () => {
  it('puts every offer whose record says « no licence » after every other, in every order, family and document', async () => {
    const { default: DEFAULT_DOCUMENT } = await import('../primes/default-document.json');
    const { allOfferRecords } = await import('./index');
    const { unregulatedOf } = await import('./regulation');
    const { offerSummaries } = await import('./summary');
    const { COMPARISON_SORTS, rankProviders, rankedProviders } = await import('./comparison-order');
    const { FAMILIES } = await import('../primes/families');
    const unregulated = new Set(allOfferRecords().flatMap((record) => (unregulatedOf(record) ? [record.provider] : [])));
    // The records hold at least one (Robocash's own footer says so): the rule is not tested on nothing.
    expect(unregulated.size).toBeGreaterThan(0);
    const offers = offerSummaries();
    // The shipped document, and one where every unregulated platform pays far more than anyone on every side.
    const boosted = Object.fromEntries(
      Object.entries(DEFAULT_DOCUMENT).map(([key, value]) => [
        key,
        [...unregulated].some((provider) => key.endsWith(`_${provider}`)) && typeof value === 'number' ? 10_000 : value,
      ]),
    );
    for (const document of [DEFAULT_DOCUMENT, boosted]) {
      const values = toGlobalValues(document);
      for (const group of [undefined, ...FAMILIES]) {
        const providers = rankedProviders(offers, group);
        for (const sort of COMPARISON_SORTS) {
          const order = rankProviders(providers, values, sort, offers);
          const firstUnregulated = order.findIndex((provider) => unregulated.has(provider));
          if (firstUnregulated < 0) continue;
          expect(
            order.slice(firstUnregulated).filter((provider) => !unregulated.has(provider)),
            `${group ?? 'toutes'} · ${sort}`,
          ).toEqual([]);
        }
      }
      // The home cards (offers with a page) follow the same rule.
      const withPage = rankProviders(
        (Object.keys(offers) as Provider[]).filter((provider) => offers[provider]?.href),
        values,
        'total',
        offers,
      );
      const first = withPage.findIndex((provider) => unregulated.has(provider));
      if (first >= 0) expect(withPage.slice(first).every((provider) => unregulated.has(provider))).toBe(true);
    }
  });

  it('ranks an unregulated platform last even when it pays the most', async () => {
    const { rankProviders } = await import('./comparison-order');
    const values = toGlobalValues({ PRIME_FILLEUL_ROBOCASH: 500, PRIME_FILLEUL_MINTOS: 10, PRIME_FILLEUL_ESKETIT: 20 });
    const offers = summaries({ ROBOCASH: 0, MINTOS: 1, ESKETIT: 2 });
    const marked: OfferSummaries = { ...offers, ROBOCASH: { ...offers.ROBOCASH!, unregulated: true } };
    expect(rankProviders(['ROBOCASH', 'MINTOS', 'ESKETIT'], values, 'filleul', offers)[0]).toBe('ROBOCASH');
    expect(rankProviders(['ROBOCASH', 'MINTOS', 'ESKETIT'], values, 'filleul', marked)).toEqual(['ESKETIT', 'MINTOS', 'ROBOCASH']);
  });
});
