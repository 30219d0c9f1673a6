import { PROVIDERS, PROVIDER_LABELS, type Provider } from './providers';

/**
 * Each provider's place (0 first) in the French alphabetical order of its name, as
 * `Intl.Collator('fr')` sorts them. Worked out where offer summaries are made, on the server:
 * rankings break their ties with it, so the browser never builds a French collator of its own
 * (its first one takes 13 to 29 ms of the main thread, during hydration; docs/benchmarks-archive.md).
 */
export function providerNameRanks(): Readonly<Record<Provider, number>> {
  const collator = new Intl.Collator('fr');
  const byName = [...PROVIDERS].sort((a, b) => collator.compare(PROVIDER_LABELS[a], PROVIDER_LABELS[b]));
  return Object.fromEntries(byName.map((provider, index) => [provider, index])) as Record<Provider, number>;
}
