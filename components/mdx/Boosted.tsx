import { offerRecordOf } from '@/lib/offers';
import { sideFactsOf } from '@/lib/offers/resolved-offer';
import type { BOOST_RULES, BoostedOffer } from '@/lib/primes/thresholds';
import { SideAmount } from '@/components/primes/LiveSide';

/**
 * Badge shown while the provider's sponsor bonus reaches its threshold (docs/behaviours.md#offres-boostées)
 * and a source confirms that amount. It is worded for what it measures, and placed beside the
 * sponsor's amount, because the referee's amount can be unchanged while it shows. Text, not only colour.
 * Only for a provider whose offer can be boosted (BOOST_RULES): <Boosted provider="BOURSOBANK" />
 */
export function Boosted({ provider }: { provider: (typeof BOOST_RULES)[BoostedOffer]['provider'] }) {
  return <SideAmount facts={sideFactsOf(provider, offerRecordOf(provider), 'sponsor')} badge only="badge" />;
}
