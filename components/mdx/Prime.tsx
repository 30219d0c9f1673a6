'use client';

import { formatPrime, formatVariablePrime } from '@/lib/primes/format';
import { bonusKey, type BonusKind, type Provider } from '@/lib/primes/providers';
import { useGlobalValues } from '@/lib/primes/use-global-values';

/**
 * A live bonus amount: <Prime provider="BOURSOBANK" kind="filleul" /> → "80 €"; with `varies`,
 * for an offer whose amount depends on the campaign: « jusqu’à 50 € selon l’offre affichée ».
 */
export function Prime({ provider, kind, varies = false }: { provider: Provider; kind: BonusKind; varies?: boolean }) {
  const amount = useGlobalValues()[bonusKey(kind, provider)];
  if (varies) {
    return (
      <span className="prime prime--varies" data-prime={bonusKey(kind, provider)}>
        {formatVariablePrime(amount)}
      </span>
    );
  }
  return (
    // Missing from the document, the amount says so in words, which the offer box sets smaller
    // than a figure so that they fit where the figure stood (no wider column, nothing moved).
    <span className={amount === undefined ? 'prime prime--missing' : 'prime'} data-prime={bonusKey(kind, provider)}>
      {formatPrime(amount)}
    </span>
  );
}
