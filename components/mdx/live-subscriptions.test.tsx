import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { offerSidesOf, type OfferSummaries } from '@/lib/offers/summary';
import { toGlobalValues } from '@/lib/primes/derive';
import { providerNameRanks } from '@/lib/primes/provider-name-order';
import type { Provider } from '@/lib/primes/providers';
import { BestOffers } from './BestOffers';
import { ComparisonRows } from './ComparisonRows';

const NAME_RANKS = providerNameRanks();

/** Every read of the live amounts, by whichever component asks. */
const reads = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/lib/primes/use-global-values', () => ({
  useGlobalValues: () => {
    reads.count += 1;
    return toGlobalValues({ PRIME_FILLEUL_BOURSOBANK: 80, PRIME_PARRAIN_BOURSOBANK: 100, PRIME_FILLEUL_IGRAAL: 3 });
  },
}));

const PROVIDERS: Provider[] = ['BOURSOBANK', 'FORTUNEO_GOLD', 'TRADEREPUBLIC', 'IGRAAL', 'JOKO', 'REVOLUT', 'N26', 'WIDILO'];
const OFFERS: OfferSummaries = Object.fromEntries(
  PROVIDERS.map((provider) => [
    provider,
    {
      nameRank: NAME_RANKS[provider],
      siteCode: provider === 'IGRAAL',
      href: `/offre/${provider.toLowerCase()}`,
      programme: 'open',
      sides: offerSidesOf(provider, undefined, provider === 'IGRAAL'),
    },
  ]),
);

/**
 * Each live read is a subscription (SWR's hooks, a store, effects) that hydration sets up: a table
 * or a list of cards reads once for all its amounts, which its cells then take as they are.
 */
describe('the live amounts are read once per table or list, not once per amount', () => {
  it.each([
    ['the comparison', () => <ComparisonRows caption="Primes" offers={OFFERS} />, 'td.amount [data-prime]'],
    ['the home page cards', () => <BestOffers offers={OFFERS} />, '[data-prime]'],
  ])('%s', (_name, ui, amounts) => {
    reads.count = 0;
    const { container } = render(ui());
    const shown = container.querySelectorAll(amounts).length;
    expect(shown).toBeGreaterThanOrEqual(12);
    expect(reads.count).toBe(1);
  });
});
