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
