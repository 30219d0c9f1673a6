import { describe, expect, it } from 'vitest';
import { offerRecordOf } from './index';
import { resolveOffer } from './resolved-offer';
import type { OfferRecord } from './schema';
import { boostedMeaning } from './boosted-meaning';
import { formatEuros } from '../primes/format';
import { PROVIDERS, PROVIDER_FAMILY, PROVIDER_LABELS, type Provider } from '../primes/providers';
import { BOOSTED_LABEL } from '../primes/share-bonus';
import { BOOST_RULES, BOOSTED_OFFERS, type BoostedOffer } from '../primes/thresholds';

const escaped = (text: string) => text.replace(/[()]/g, '\\$&');
/** The sentence that names the offers whose badge cannot show, or ''. */
const exceptionsOf = (meaning: string | undefined) => /Chez ([^.]*), aucune des sources/.exec(meaning ?? '')?.[1] ?? '';

/** The badge on every surface (resolveOffer), with the sponsor's bonus at its threshold and the flag lit. */
function badgeAtThreshold(offer: BoostedOffer, record: OfferRecord | undefined): boolean {
  const { provider, minSponsorBonus } = BOOST_RULES[offer];
  const values = { [`PRIME_PARRAIN_${provider}`]: minSponsorBonus, [`OFFRE_BOOSTED_${offer}`]: true };
  return resolveOffer(provider, record, values).sponsor.badge;
}

describe('boostedMeaning', () => {
  it('names, for each boosted offer, the amount that lights the badge, from the rules themselves', () => {
    const meaning = boostedMeaning();
    for (const offer of BOOSTED_OFFERS) {
      const { provider, minSponsorBonus } = BOOST_RULES[offer];
      const said = new RegExp(`au moins ${formatEuros(minSponsorBonus)} chez [^.]*${escaped(PROVIDER_LABELS[provider])}`);
      expect(meaning, `${offer}`).toMatch(said);
    }
  });

  it('says the whole rule the badge follows: for each boosted offer, no badge at its threshold exactly where the note says so', () => {
    const exceptions = exceptionsOf(boostedMeaning());
    for (const offer of BOOSTED_OFFERS) {
      const named = exceptions.includes(PROVIDER_LABELS[BOOST_RULES[offer].provider]);
      expect(badgeAtThreshold(offer, offerRecordOf(BOOST_RULES[offer].provider)), offer).toBe(!named);
    }
  });

  it('explains why Fortuneo Gold’s sponsor bonus at the threshold shows no badge: no source describes it', () => {
    const record = offerRecordOf('FORTUNEO_GOLD');
    expect(record?.rewards.sponsor).toEqual({ unpublished: true });
    expect(badgeAtThreshold('FORTUNEO', record)).toBe(false);
    expect(exceptionsOf(boostedMeaning())).toContain('Fortuneo (carte Gold)');
    // Once a source describes the sponsor's bonus, the badge shows and the note no longer names it.
    const described: OfferRecord | undefined = record && {
      ...record,
      rewards: { ...record.rewards, sponsor: { status: 'paid', source: record.sources[0]?.id ?? '', certainty: 'unsure' } },
    };
    expect(badgeAtThreshold('FORTUNEO', described)).toBe(true);
    const withDescribed = boostedMeaning(PROVIDERS, (provider) => (provider === 'FORTUNEO_GOLD' ? described : offerRecordOf(provider)));
    expect(exceptionsOf(withDescribed)).not.toContain('Fortuneo');
  });

  it('reads as a sentence for visitors: today’s rules and records, grouped by amount, the highest first', () => {
    expect(boostedMeaning()).toBe(
      'Le badge «\u00a0Prime du parrain élevée\u00a0» accompagne la prime du parrain quand elle atteint un montant haut pour son programme ' +
        '(au moins 80\u00a0€ chez BoursoBank, Fortuneo (carte Gold) et Revolut, au moins 5\u00a0€ chez iGraal) ' +
        'et qu’une source citée pour l’offre décrit une prime versée au parrain. ' +
        'Chez Fortuneo (carte Gold), aucune des sources citées pour l’offre ne décrit une prime versée au parrain\u00a0: pas de badge, quel que soit le montant. ' +
        'Il dit ce que gagne le parrain, pas ce que vous recevez comme filleul.',
    );
  });

  describe('under one table, of its own offers only', () => {
    const familyOf = (family: string) => PROVIDERS.filter((provider) => PROVIDER_FAMILY[provider] === family);
    const BOOSTED_LABELS = BOOSTED_OFFERS.map((offer) => PROVIDER_LABELS[BOOST_RULES[offer].provider]);
    /** The records, but iGraal's sponsor bonus described by no source (as Fortuneo Gold's is today). */
    const igraalUnpublished = (provider: Provider) => {
      const record = offerRecordOf(provider);
      return provider === 'IGRAAL' && record
        ? { ...record, rewards: { ...record.rewards, sponsor: { unpublished: true as const } } }
        : record;
    };

    it('names under the cashback table iGraal alone, the only cashback portal that can carry the badge', () => {
      const meaning = boostedMeaning(familyOf('cashback'));
      expect(meaning).toBe(
        'Le badge «\u00a0Prime du parrain élevée\u00a0» accompagne la prime du parrain quand elle atteint un montant haut pour son programme ' +
          '(au moins 5\u00a0€ chez iGraal) et qu’une source citée pour l’offre décrit une prime versée au parrain. ' +
          'Il dit ce que gagne le parrain, pas ce que vous recevez comme filleul.',
      );
      for (const label of BOOSTED_LABELS.filter((label) => label !== 'iGraal')) expect(meaning).not.toContain(label);
    });

    it('names under the banks’ table BoursoBank and Fortuneo, and why Fortuneo Gold shows no badge, never Revolut nor iGraal', () => {
      const meaning = boostedMeaning(familyOf('banque'));
      expect(meaning).toMatch(/\(au moins 80\u00a0€ chez BoursoBank et Fortuneo \(carte Gold\)\)/);
      expect(exceptionsOf(meaning)).toBe('Fortuneo (carte Gold)');
      expect(meaning).not.toMatch(/Revolut|iGraal/);
    });

    it('says nothing where none of the rows can carry the badge', () => {
      // No boosted offer among the rows.
      expect(boostedMeaning(['JOKO', 'WIDILO', 'POULPEO'])).toBeUndefined();
      expect(boostedMeaning([])).toBeUndefined();
      // A boosted offer whose sponsor's bonus no source describes: never a badge, so no note.
      expect(boostedMeaning(['FORTUNEO_GOLD', 'FORTUNEO_FOSFO'])).toBeUndefined();
      expect(boostedMeaning(familyOf('cashback'), igraalUnpublished)).toBeUndefined();
      // The same records still speak under a table that has another boosted offer.
      expect(boostedMeaning(PROVIDERS, igraalUnpublished)).toMatch(/Chez Fortuneo \(carte Gold\) et iGraal, aucune des sources/);
    });
  });

  it('never speaks of a threshold the visitor cannot see, nor of a rise nobody measured', () => {
    expect(boostedMeaning()).not.toMatch(/seuil|nous fixons/);
    expect(BOOSTED_LABEL).not.toMatch(/augment/);
  });
});
