import { bonusKey, PROVIDERS } from '../primes/providers';

/** The settings document's keys of the amounts a visitor is told, the referee's and the sponsor's, with whose they are. */
export const SIDE_KEYS: ReadonlyMap<string, { readonly provider: string; readonly side: 'filleul' | 'parrain' }> = new Map(
  PROVIDERS.flatMap((provider) => (['filleul', 'parrain'] as const).map((side) => [bonusKey(side, provider), { provider, side }])),
);
