import type { OfferSummaries, OfferSummary } from './summary';
import { resolveSide } from '../offers/resolve-side';
import { PROVIDERS, PROVIDER_FAMILY, type Provider } from '../primes/providers';
import type { Family } from '../primes/families';
import type { GlobalValues } from '../primes/types';

/** The orders the comparison offers, most money first. */
export const COMPARISON_SORTS = ['filleul', 'net', 'total', 'parrain'] as const;
export type ComparisonSort = (typeof COMPARISON_SORTS)[number];

export const COMPARISON_SORT_LABELS: Readonly<Record<ComparisonSort, string>> = {
  filleul: 'Prime du filleul',
  net: 'Valeur nette',
  total: 'Total reçu',
  parrain: 'Prime du parrain',
};

/**
 * The amount a provider is ranked by, as its row shows it (lib/offers/resolve-side.ts): a side
 * that shows no figure (« aucune prime », « montant variable ») ranks as 0, one whose amount
 * our document lacks ranks last. « Total reçu » is everything the referee gets by signing up:
 * the referee bonus, plus the share bonus where the site has its own code
 * (PRIME_PARTAGE_ET_FILLEUL, the sum lib/primes/derive.ts makes); where it has none, nobody
 * passes a share on, so the total is the referee bonus alone.
 */
function sortAmount(values: GlobalValues, sort: ComparisonSort, offer: OfferSummary | undefined): number | undefined {
  if (offer === undefined) return undefined;
  // The net value is computed with the page's amounts, on the server: it ranks as the page says it.
  if (sort === 'net') return offer.net?.rank;
  const facts =
    sort === 'parrain' ? offer.sides.sponsor : sort === 'total' ? (offer.sides.total ?? offer.sides.referee) : offer.sides.referee;
  const side = resolveSide(facts, values);
  return side.status === 'missing' ? undefined : (side.amount ?? 0);
}

/**
 * The providers in `sort` order: every platform that says it holds no financial-services licence
 * (`unregulated`, lib/offers/regulation.ts) after every other, whatever it pays; then largest
 * amount first, absent amounts last, ties by name in French order. The names' order comes with
 * the summaries (`nameRank`, made on the server): building a French collator here would cost the
 * hydrating page 13 to 29 ms the first time.
 */
export function rankProviders(
  providers: readonly Provider[],
  values: GlobalValues,
  sort: ComparisonSort,
  offers: OfferSummaries,
): Provider[] {
  // Each amount is resolved once, not once per comparison.
  const amounts = new Map(providers.map((provider) => [provider, sortAmount(values, sort, offers[provider])]));
  // A provider without a summary is not shown by any caller; it still gets a fixed place, after the others.
  const nameRank = (provider: Provider) => offers[provider]?.nameRank ?? PROVIDERS.length + PROVIDERS.indexOf(provider);
  const byName = (a: Provider, b: Provider) => nameRank(a) - nameRank(b);
  const unregulated = (provider: Provider) => (offers[provider]?.unregulated ? 1 : 0);
  return [...providers].sort((a, b) => {
    const risk = unregulated(a) - unregulated(b);
    if (risk !== 0) return risk;
    const va = amounts.get(a);
    const vb = amounts.get(b);
    if (va === undefined || vb === undefined) return va === vb ? byName(a, b) : va === undefined ? 1 : -1;
    return vb - va || byName(a, b);
  });
}

/** Each provider's place (0 first) in every order: CSS shows the chosen one without JavaScript (`order`). */
export function comparisonRanks(
  providers: readonly Provider[],
  values: GlobalValues,
  offers: OfferSummaries,
): Readonly<Record<ComparisonSort, ReadonlyMap<Provider, number>>> {
  const ranks = (sort: ComparisonSort) =>
    new Map(rankProviders(providers, values, sort, offers).map((provider, index) => [provider, index]));
  return { filleul: ranks('filleul'), net: ranks('net'), total: ranks('total'), parrain: ranks('parrain') };
}

/** The providers the comparison ranks: those of the family whose record documents a running programme (the others are listed apart). */
export function rankedProviders(offers: OfferSummaries, group?: Family): Provider[] {
  return PROVIDERS.filter(
    (provider) => (group === undefined || PROVIDER_FAMILY[provider] === group) && offers[provider]?.programme === 'open',
  );
}
