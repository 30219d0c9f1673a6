'use client';

import type { Provider } from '@/lib/primes/providers';
import { BOOSTED_LABEL } from '@/lib/primes/share-bonus';
import { boostedOfferOf } from '@/lib/primes/thresholds';
import { useGlobalValues } from '@/lib/primes/use-global-values';

/**
 * Badge shown while the provider's sponsor bonus reaches its threshold (docs/behaviours.md#offres-boostées). It is
 * worded for what it measures, and placed beside the sponsor's amount, because the
 * referee's amount can be unchanged while it shows. Text, not only colour.
 */
export function Boosted({ provider }: { provider: Provider }) {
  const values = useGlobalValues();
  const offer = boostedOfferOf(provider);
  if (offer === undefined || values[`OFFRE_BOOSTED_${offer}`] !== true) return null;
  return <span className="badge badge--boost">{BOOSTED_LABEL}</span>;
}
