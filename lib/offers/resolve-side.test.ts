import { describe, expect, it } from 'vitest';
import { badgeShown, resolveSide, type SideFacts } from './resolve-side';

const key = 'PRIME_FILLEUL_BOURSOBANK' as const;
const facts = (basis: SideFacts['basis']): SideFacts => ({ key, basis });

describe('resolveSide: one status and one set of words per side, whatever the surface', () => {
  it('says a figure only where the document has one and the record allows it', () => {
    expect(resolveSide(facts({ kind: 'paid', published: 80 }), { [key]: 80 })).toEqual({
      status: 'sourced',
      amount: 80,
      words: '80\u00a0€',
    });
    expect(resolveSide(facts({ kind: 'paid', published: 80 }), { [key]: 100 })).toEqual({
      status: 'unconfirmed',
      amount: 100,
      words: '100\u00a0€',
    });
    expect(resolveSide(facts({ kind: 'paid' }), { [key]: 80 })).toMatchObject({ status: 'unconfirmed', amount: 80 });
    expect(resolveSide(facts({ kind: 'varies', ceiling: 50 }), { [key]: 50 })).toEqual({
      status: 'up-to',
      amount: 50,
      words: 'jusqu’à 50\u00a0€',
    });
  });

  it('never says « 0 € » for a side that varies, pays nothing, belongs to a closed programme or was left blank', () => {
    const zero = { [key]: 0 };
    const said = [
      resolveSide(facts({ kind: 'varies' }), { [key]: 25 }),
      resolveSide(facts({ kind: 'varies', ceiling: 50 }), zero),
      resolveSide(facts({ kind: 'none' }), { [key]: 20 }),
      resolveSide(facts({ kind: 'closed', programme: 'ended' }), { [key]: 20 }),
      resolveSide(facts({ kind: 'closed', programme: 'not-found' }), zero),
      resolveSide(facts({ kind: 'paid' }), zero),
      resolveSide(facts({ kind: 'paid' }), {}),
    ];
    expect(said.map((side) => [side.status, side.words, side.amount])).toEqual([
      ['varies', 'montant variable', null],
      ['varies', 'montant variable', null],
      ['none', 'aucune prime', null],
      ['closed', 'programme terminé', null],
      ['closed', 'programme non publié', null],
      ['missing', 'montant non communiqué', null],
      ['missing', 'montant non communiqué', null],
    ]);
  });

  it('shows the boosted badge only on the document’s flag, beside a figure of a side the record says is paid', () => {
    const sponsor: SideFacts = {
      key: 'PRIME_PARRAIN_BOURSOBANK',
      basis: { kind: 'paid', published: 80 },
      boost: 'OFFRE_BOOSTED_BOURSOBANK',
    };
    const values = { PRIME_PARRAIN_BOURSOBANK: 80, OFFRE_BOOSTED_BOURSOBANK: true };
    expect(badgeShown(sponsor, resolveSide(sponsor, values), values)).toBe(true);
    // A side the record says is paid, its amount « à confirmer »: the badge measures our document's figure beside it.
    const stated = { ...sponsor, basis: { kind: 'paid', stated: true } } as const;
    expect(badgeShown(stated, resolveSide(stated, values), values)).toBe(true);
    // A side whose reward no public source describes (Fortuneo's sponsor): no badge.
    const guessed = { ...sponsor, basis: { kind: 'paid' } } as const;
    expect(badgeShown(guessed, resolveSide(guessed, values), values)).toBe(false);
    expect(badgeShown(sponsor, resolveSide(sponsor, values), { ...values, OFFRE_BOOSTED_BOURSOBANK: false })).toBe(false);
  });
});
