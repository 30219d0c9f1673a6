import { offerRecordOf } from '@/lib/offers';
import { factsForKind } from '@/lib/offers/resolved-offer';
import type { BonusKind, Provider } from '@/lib/primes/providers';
import { SideAmount } from '@/components/primes/LiveSide';

/**
 * A live bonus amount in prose: <Prime provider="BOURSOBANK" kind="filleul" /> → « 80 € », said as
 * the offer box says it: « aucune prime », « montant variable », « programme terminé » where the
 * offer's record says so, never « 0 € ».
 */
export function Prime({ provider, kind }: { provider: Provider; kind: BonusKind }) {
  return <SideAmount facts={factsForKind(provider, offerRecordOf(provider), kind)} />;
}
