import { NBSP } from '../french';
import { offerRecordOf } from './index';
import { badgeShown, resolveSide } from './resolve-side';
import { sideFactsOf } from './resolved-offer';
import type { OfferRecord } from './schema';
import { formatEuros } from '../primes/format';
import { PROVIDERS, PROVIDER_LABELS, type Provider } from '../primes/providers';
import { BOOSTED_LABEL } from '../primes/share-bonus';
import { BOOST_RULES, BOOSTED_OFFERS, type BoostedOffer } from '../primes/thresholds';

type Records = (provider: (typeof BOOST_RULES)[BoostedOffer]['provider']) => OfferRecord | undefined;

/** « BoursoBank, Fortuneo (carte Gold) et Revolut » */
const listed = (names: readonly string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} et ${names.at(-1)}`);

/**
 * Whether the badge can show at all for a boosted offer: asked of the very function that decides
 * it on every surface (badgeShown), with the sponsor's bonus at the threshold and the flag lit.
 * It cannot where no source describes the sponsor's bonus (a side « non publié »): the note then
 * names the offer, so that « au moins 80 € » is never read as a promise of a badge.
 */
function badgePossible(offer: BoostedOffer, records: Records = offerRecordOf): boolean {
  const { provider, minSponsorBonus } = BOOST_RULES[offer];
  const facts = sideFactsOf(provider, records(provider), 'sponsor');
  const values = { [facts.key]: minSponsorBonus, ...(facts.boost ? { [facts.boost]: true } : {}) };
  return badgeShown(facts, resolveSide(facts, values), values);
}

/**
 * What the boosted badge means under a comparison, with the amounts that light it (BOOST_RULES,
 * the only place they are set) and the second half of the rule: a sponsor's bonus that a source of
 * the offer describes. A visitor reads « au moins 5 € chez iGraal », not a threshold nobody names,
 * and learns why an offer above its amount shows no badge. Offers that share an amount are named
 * together, the highest amount first.
 *
 * Only the offers of `providers` (the rows the table shows) are named: the cashback table speaks
 * of iGraal, never of a bank. Undefined when none of them can carry the badge: a note about a
 * badge the table never shows would only be read as a promise.
 */
export function boostedMeaning(providers: readonly Provider[] = PROVIDERS, records: Records = offerRecordOf): string | undefined {
  const shown = BOOSTED_OFFERS.filter((offer) => providers.includes(BOOST_RULES[offer].provider));
  if (!shown.some((offer) => badgePossible(offer, records))) return undefined;
  const byAmount = new Map<number, string[]>();
  for (const offer of shown) {
    const { provider, minSponsorBonus } = BOOST_RULES[offer];
    byAmount.set(minSponsorBonus, [...(byAmount.get(minSponsorBonus) ?? []), PROVIDER_LABELS[provider]]);
  }
  const amounts = [...byAmount].sort(([a], [b]) => b - a).map(([amount, names]) => `au moins ${formatEuros(amount)} chez ${listed(names)}`);
  const never = shown.filter((offer) => !badgePossible(offer, records)).map((offer) => PROVIDER_LABELS[BOOST_RULES[offer].provider]);
  const exceptions =
    never.length === 0
      ? ''
      : ` Chez ${listed(never)}, aucune des sources citées pour l’offre ne décrit une prime versée au parrain${NBSP}: pas de badge, quel que soit le montant.`;
  return (
    `Le badge «${NBSP}${BOOSTED_LABEL}${NBSP}» accompagne la prime du parrain quand elle atteint un montant haut pour son programme ` +
    `(${amounts.join(', ')}) et qu’une source citée pour l’offre décrit une prime versée au parrain.${exceptions} ` +
    `Il dit ce que gagne le parrain, pas ce que vous recevez comme filleul.`
  );
}
