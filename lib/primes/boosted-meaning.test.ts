import { describe, expect, it } from 'vitest';
import { boostedMeaning } from './boosted-meaning';
import { formatEuros } from './format';
import { PROVIDER_LABELS } from './providers';
import { BOOSTED_LABEL } from './share-bonus';
import { BOOST_RULES, BOOSTED_OFFERS } from './thresholds';

describe('boostedMeaning', () => {
  it('names, for each boosted offer, the amount that lights the badge, from the rules themselves', () => {
    const meaning = boostedMeaning();
    for (const offer of BOOSTED_OFFERS) {
      const { provider, minSponsorBonus } = BOOST_RULES[offer];
      const said = new RegExp(`au moins ${formatEuros(minSponsorBonus)} chez [^.]*${PROVIDER_LABELS[provider].replace(/[()]/g, '\\$&')}`);
      expect(meaning, `${offer}`).toMatch(said);
    }
  });

  it('reads as a sentence for visitors: today’s rules, grouped by amount, the highest first', () => {
    expect(boostedMeaning()).toBe(
      'Le badge «\u00a0Prime du parrain élevée\u00a0» accompagne la prime du parrain quand elle atteint un montant haut pour son programme\u00a0: ' +
        'au moins 80\u00a0€ chez BoursoBank, Fortuneo (carte Gold) et Revolut, au moins 5\u00a0€ chez iGraal. ' +
        'Il dit ce que gagne le parrain, pas ce que vous recevez comme filleul.',
    );
  });

  it('never speaks of a threshold the visitor cannot see, nor of a rise nobody measured', () => {
    expect(boostedMeaning()).not.toMatch(/seuil|nous fixons/);
    expect(BOOSTED_LABEL).not.toMatch(/augment/);
  });
});
