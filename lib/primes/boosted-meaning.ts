import { NBSP } from '../french';
import { formatEuros } from './format';
import { PROVIDER_LABELS } from './providers';
import { BOOSTED_LABEL } from './share-bonus';
import { BOOST_RULES, BOOSTED_OFFERS } from './thresholds';

/** « BoursoBank, Fortuneo (carte Gold) et Revolut » */
const listed = (names: readonly string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} et ${names.at(-1)}`);

/**
 * What the boosted badge means, with the amounts that light it (BOOST_RULES, the only place they
 * are set): a visitor reads « au moins 5 € chez iGraal », not a threshold nobody names. Offers that
 * share an amount are named together, the highest amount first.
 */
export function boostedMeaning(): string {
  const byAmount = new Map<number, string[]>();
  for (const offer of BOOSTED_OFFERS) {
    const { provider, minSponsorBonus } = BOOST_RULES[offer];
    byAmount.set(minSponsorBonus, [...(byAmount.get(minSponsorBonus) ?? []), PROVIDER_LABELS[provider]]);
  }
  const amounts = [...byAmount].sort(([a], [b]) => b - a).map(([amount, names]) => `au moins ${formatEuros(amount)} chez ${listed(names)}`);
  return (
    `Le badge «${NBSP}${BOOSTED_LABEL}${NBSP}» accompagne la prime du parrain quand elle atteint un montant haut pour son programme${NBSP}: ` +
    `${amounts.join(', ')}. Il dit ce que gagne le parrain, pas ce que vous recevez comme filleul.`
  );
}
