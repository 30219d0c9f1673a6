'use client';

import { formatPrime } from '@/lib/primes/format';
import { bonusKey, type BonusKind, type Provider } from '@/lib/primes/providers';
import { useGlobalValues } from '@/lib/primes/use-global-values';

/** A live bonus amount: <Prime provider="BOURSOBANK" kind="filleul" /> → "80 €". */
export function Prime({ provider, kind }: { provider: Provider; kind: BonusKind }) {
  const amount = useGlobalValues()[bonusKey(kind, provider)];
  return (
    <span className="prime" data-prime={bonusKey(kind, provider)}>
      {formatPrime(amount)}
    </span>
  );
}
