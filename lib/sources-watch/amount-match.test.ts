import { describe, expect, it } from 'vitest';
import { matchAmounts } from './amount-match';
import { amountText } from './amount-text';

const NBSP = '\u00a0';
const NARROW = '\u202f';
const statuses = (text: string, expected: readonly number[]) => matchAmounts(text, expected);

describe('matchAmounts', () => {
  it.each([
    ['80 €', 'Le parrain reçoit 80 € à l’ouverture du compte de son filleul.'],
    ['80€', 'Parrainage : 80€ offerts au filleul.'],
    ['80 euros', 'Votre filleul reçoit 80 euros de prime.'],
    ['€80', 'Invite a friend and get €80 when they open an account.'],
    ['€ 80', 'Referral bonus: € 80.'],
    ['80,00 €', 'Prime de parrainage : 80,00 € versés au parrain.'],
    ['80.00 EUR', 'Referral reward of 80.00 EUR for each friend.'],
    ['a non-breaking space', `Le filleul reçoit 80${NBSP}€.`],
    ['a narrow space', `Le filleul reçoit 80${NARROW}€.`],
    ['a thousands group', `Jusqu’à 1${NARROW}000${NBSP}€ offerts en bonus.`],
  ])('finds an amount written as %s', (_form, text) => {
    const amount = _form === 'a thousands group' ? 1000 : 80;
    expect(statuses(text, [amount])).toEqual([{ amount, status: 'found' }]);
  });

  it('finds cents, and tells them from another amount', () => {
    expect(statuses('Le parrain reçoit 7,50 € par filleul.', [7.5])).toEqual([{ amount: 7.5, status: 'found' }]);
    expect(statuses('Le parrain reçoit 7,50 € par filleul.', [7])).toEqual([{ amount: 7, status: 'different', page: 7.5 }]);
  });

  it('says which amount the page gives instead, the one nearest to the programme’s words', () => {
    const text = 'Ouvrez un compte. Le parrain reçoit 100 € et le filleul 100 €.';
    expect(statuses(text, [80, 150])).toEqual([
      { amount: 80, status: 'different', page: 100 },
      { amount: 150, status: 'different', page: 100 },
    ]);
  });

  it('never takes one side’s amount for the other side’s different amount', () => {
    expect(statuses('Parrainage : 150 € pour le filleul, 100 € pour le parrain.', [150, 80])).toEqual([
      { amount: 150, status: 'found' },
      { amount: 80, status: 'different', page: 100 },
    ]);
  });

  it('is absent when the page gives no amount near the programme’s words', () => {
    expect(statuses('Le parrainage est ouvert à tous les clients majeurs.', [80])).toEqual([{ amount: 80, status: 'absent' }]);
    // An amount far from any programme word is a price or a fee, not the bonus.
    const far = `Parrainage ouvert à tous.${' Texte des conditions générales.'.repeat(10)} La carte coûte 80 €.`;
    expect(statuses(far, [80])).toEqual([{ amount: 80, status: 'absent' }]);
  });

  it('does not read a condition’s amount as the bonus', () => {
    const text =
      'Le filleul doit faire un dépôt minimum de 300 € et des achats d’au moins 20 €. Frais : 2 €/mois. Spend €50 to get the bonus.';
    expect(statuses(text, [300])).toEqual([{ amount: 300, status: 'absent' }]);
    expect(statuses(text, [80])).toEqual([{ amount: 80, status: 'absent' }]);
    // A bonus announced after a condition word further back is still the bonus.
    expect(statuses('Dès votre premier achat, recevez 10 € de prime.', [10])).toEqual([{ amount: 10, status: 'found' }]);
  });

  it('reads no amount out of a percentage, a date or a count', () => {
    expect(statuses('Parrainage : 5 % de cashback pendant 30 jours, jusqu’au 31/12/2026, pour 3 filleuls.', [5])).toEqual([
      { amount: 5, status: 'absent' },
    ]);
  });
});

describe('amountText', () => {
  it('joins an amount split across inline tags, and keeps cells and blocks apart', () => {
    const text = amountText(
      '<body><p>Le parrain reçoit <strong>80</strong> <span>€</span></p><table><tr><td>Filleul</td><td>2</td><td>150 €</td></tr></table><script>var p = "parrain 999 €";</script></body>',
    );
    expect(text).toContain('Le parrain reçoit 80 €');
    expect(text).not.toContain('999');
    expect(matchAmounts(text, [80, 150])).toEqual([
      { amount: 80, status: 'found' },
      { amount: 150, status: 'found' },
    ]);
    // « 2 » and « 150 € » are two cells: never read as « 2 150 € ».
    expect(matchAmounts(text, [2150])).toEqual([{ amount: 2150, status: 'different', page: 80 }]);
  });
});
