import type { Provider } from './providers';

/**
 * Boosted-offer rules (docs/behaviours.md#offres-boostées): an offer is "boostée" while the sponsor bonus of the
 * named provider is at least the threshold. Fortuneo's flag follows the Gold card,
 * the programme's headline offer.
 */
export const BOOST_RULES = {
  BOURSOBANK: { provider: 'BOURSOBANK', minSponsorBonus: 80 },
  FORTUNEO: { provider: 'FORTUNEO_GOLD', minSponsorBonus: 80 },
  REVOLUT: { provider: 'REVOLUT', minSponsorBonus: 80 },
  IGRAAL: { provider: 'IGRAAL', minSponsorBonus: 5 },
} as const satisfies Record<string, { provider: Provider; minSponsorBonus: number }>;

export type BoostedOffer = keyof typeof BOOST_RULES;
export const BOOSTED_OFFERS = Object.keys(BOOST_RULES) as BoostedOffer[];
export type BoostedFlagKey = `OFFRE_BOOSTED_${BoostedOffer}`;

/** The boosted offer a provider's badge follows, if any (FORTUNEO_GOLD → FORTUNEO). */
export function boostedOfferOf(provider: Provider): BoostedOffer | undefined {
  return BOOSTED_OFFERS.find((offer) => BOOST_RULES[offer].provider === provider);
}
