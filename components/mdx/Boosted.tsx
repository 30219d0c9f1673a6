import { offerRecordOf } from '@/lib/offers';
import { sideFactsOf } from '@/lib/offers/resolved-offer';
import type { Provider } from '@/lib/primes/providers';
import { SideAmount } from '@/components/primes/LiveSide';

/**
 * Badge shown while the provider's sponsor bonus reaches its threshold (docs/behaviours.md#offres-boostées)
 * and a source confirms that amount. It is worded for what it measures, and placed beside the
 * sponsor's amount, because the referee's amount can be unchanged while it shows. Text, not only colour.
 */
export function Boosted({ provider }: { provider: Provider }) {
  return <SideAmount facts={sideFactsOf(provider, offerRecordOf(provider), 'sponsor')} badge only="badge" />;
}
