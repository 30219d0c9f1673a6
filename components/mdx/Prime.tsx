'use client';

import { formatEuros } from '@/lib/primes/format';
import { bonusKey, type BonusKind, type Provider } from '@/lib/primes/providers';
import { useGlobalValues } from '@/lib/primes/use-global-values';

export const PRIME_FALLBACK = 'montant non communiqué';

/** A live bonus amount: <Prime provider="BOURSOBANK" kind="filleul" /> → "80 €". */
export function Prime({ provider, kind }: { provider: Provider; kind: BonusKind }) {
  const amount = useGlobalValues()[bonusKey(kind, provider)];
  return (
    <span className="prime" data-prime={bonusKey(kind, provider)}>
      {amount === undefined ? PRIME_FALLBACK : formatEuros(amount)}
    </span>
  );
}
