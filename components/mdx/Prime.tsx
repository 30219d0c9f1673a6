'use client';

import { formatPrime } from '@/lib/primes/format';
import { bonusKey, type BonusKind, type Provider } from '@/lib/primes/providers';
import { useGlobalValues } from '@/lib/primes/use-global-values';

/** A live bonus amount: <Prime provider="BOURSOBANK" kind="filleul" /> → "80 €". */
export function Prime({ provider, kind }: { provider: Provider; kind: BonusKind }) {
  const amount = useGlobalValues()[bonusKey(kind, provider)];
  return (
    // Missing from the document, the amount says so in words, which the offer box sets smaller
    // than a figure so that they fit where the figure stood (no wider column, nothing moved).
    <span className={amount === undefined ? 'prime prime--missing' : 'prime'} data-prime={bonusKey(kind, provider)}>
      {formatPrime(amount)}
    </span>
  );
}
