import { describe, expect, it } from 'vitest';
import { allCards } from 'contentlayer/generated';
import { CARD_FIELDS, cardField } from '@/components/mdx/card-fields';
import { offerRecordOf } from '@/lib/offers';

/*
 * The BoursoBank card comparison is read as a reference: every cell either gives a fact with
 * the source it comes from, or says plainly that nothing publishes it or that the site does not
 * give it (« Non renseigné ici », where BoursoBank publishes it but the site cites no source);
 * and a price shown in the table is the one the offer record (box, open data) gives.
 */
const cards = allCards.filter((card) => card.bank === 'boursobank');
const SPACE = '[\\s\\u00a0\\u202f]';
/** « Non publié » where BoursoBank does not publish it; « Non renseigné ici » where it does but the site cites no source. */
const UNPUBLISHED = /^Non (?:publi(?:é|ée|és|ées)|renseign(?:é|ée|és|ées) ici)$/;
/** « (comparateurbanque.com) », « (hellosafe.fr, 2025) », « (comparateur MoneyVox) ». */
const NAMED_SOURCE = new RegExp(`\\((?:[a-z0-9-]+\\.(?:com|fr|net)|comparateur${SPACE}\\p{Lu}\\w+)(?:,${SPACE}\\d{4})?\\)$`, 'u');
const euros = (text: string): string[] =>
  [...text.matchAll(new RegExp(`\\d+(?:,\\d{2})?${SPACE}€`, 'g'))].map((match) => match[0].replace(/\s/g, ' '));

describe('the BoursoBank card comparison', () => {
  it('has its three cards', () => {
    expect(cards.map((card) => card.name).sort()).toEqual(['Metal', 'Ultim', 'Welcome']);
  });

  it.each(cards.map((card) => [card.name, card] as const))(
    '%s: each cell names its source, or says it is not published or not given here',
    (_, card) => {
      for (const { key } of CARD_FIELDS.filter((field) => field.key !== 'network')) {
        const value = cardField(card, key);
        expect(value, key).not.toMatch(/à vérifier|à confirmer/);
        expect(UNPUBLISHED.test(value) || NAMED_SOURCE.test(value), `${key}: ${value}`).toBe(true);
      }
    },
  );

  it('shows the Metal card at the price the offer record gives', () => {
    const metal = cards.find((card) => card.name === 'Metal');
    const cost = offerRecordOf('BOURSOBANK')?.costs.find((item) => item.kind === 'card-fee');
    expect(cost).toBeDefined();
    expect(euros(metal?.fee ?? '')).toEqual(euros(cost?.text ?? ''));
    expect(euros(metal?.fee ?? '')).toHaveLength(1);
  });
});
