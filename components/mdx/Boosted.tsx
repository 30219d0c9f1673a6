'use client';

import type { Provider } from '@/lib/primes/providers';
import { boostedOfferOf } from '@/lib/primes/thresholds';
import { useGlobalValues } from '@/lib/primes/use-global-values';

/** "Offre boostée" badge, shown only while the provider's offer is boosted. */
export function Boosted({ provider }: { provider: Provider }) {
  const values = useGlobalValues();
  const offer = boostedOfferOf(provider);
  if (offer === undefined || values[`OFFRE_BOOSTED_${offer}`] !== true) return null;
  return <span className="badge badge--boost">Offre boostée</span>;
}
