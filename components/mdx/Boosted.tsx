import { offerRecordOf } from '@/lib/offers';
import { sideFactsOf } from '@/lib/offers/resolved-offer';
import type { BOOST_RULES, BoostedOffer } from '@/lib/primes/thresholds';
import { SideAmount } from '@/components/primes/LiveSide';

/**
 * The sponsor's bonus in prose, with the boosted badge beside it while it reaches its amount
 * (docs/behaviours.md#offres-boostées) and a source confirms it: the badge qualifies a figure, so
 * it never stands alone, in a heading or at the end of a sentence. Only for a provider whose offer
 * can be boosted (BOOST_RULES): « Le parrain reçoit <Boosted provider="BOURSOBANK" />. »
 */
export function Boosted({ provider }: { provider: (typeof BOOST_RULES)[BoostedOffer]['provider'] }) {
  return <SideAmount facts={sideFactsOf(provider, offerRecordOf(provider), 'sponsor')} badge />;
}
