import { describe, expect, it } from 'vitest';
import type { AmountCheck } from './amount-check';
import { offerOriginOf, type OfferOrigin } from './origin';
import type { ResolvedSide } from './resolve-side';
import { originSentence, originShort } from './uncertainty';

const figure = (amount: number, status: ResolvedSide['status'] = 'unconfirmed'): ResolvedSide => ({
  status,
  amount,
  words: `${amount}\u00a0€`,
});
const words = (status: ResolvedSide['status'], text: string): ResolvedSide => ({ status, amount: null, words: text });
const URL_READ = 'https://www.fortuneo.fr/parrainage';
const check = (status: AmountCheck['status'], sides: AmountCheck['sides']): AmountCheck => ({
  status,
  on: '2026-12-03',
  url: URL_READ,
  sides,
});
const found = (side: 'referee' | 'sponsor', amount: number, status: AmountCheck['status'], pageAmount?: number) => ({
  side,
  key: side === 'referee' ? 'PRIME_FILLEUL_FORTUNEO_GOLD' : 'PRIME_PARRAIN_FORTUNEO_GOLD',
  amount,
  status,
  on: '2026-12-03',
  url: URL_READ,
  ...(pageAmount !== undefined ? { pageAmount } : {}),
});

describe('offerOriginOf', () => {
  it('says nothing where no figure is shown: the words speak for themselves', () => {
    expect(offerOriginOf({ referee: words('varies', 'montant variable'), sponsor: words('none', 'aucune prime') }, undefined)).toEqual({
      kind: 'none',
    });
  });

  it('confirms only when the watch found every figure shown, else falls back to what the terms or our survey say', () => {
    const sides = { referee: figure(150), sponsor: figure(80) };
    const both = check('confirmed', [found('referee', 150, 'confirmed'), found('sponsor', 80, 'confirmed')]);
    expect(offerOriginOf(sides, both)).toEqual({ kind: 'confirmed', on: '2026-12-03', url: URL_READ });
    expect(offerOriginOf(sides, check('confirmed', [found('referee', 150, 'confirmed')]))).toEqual({ kind: 'survey' });
    expect(offerOriginOf({ referee: figure(150, 'sourced'), sponsor: figure(80, 'up-to') }, undefined)).toEqual({ kind: 'published' });
    expect(offerOriginOf(sides, check('absent', [found('referee', 150, 'absent')]))).toEqual({
      kind: 'absent',
      on: '2026-12-03',
      url: URL_READ,
    });
    expect(offerOriginOf(sides, undefined)).toEqual({ kind: 'survey' });
  });

  it('warns of an official page giving another amount before anything else, naming each such figure', () => {
    const different = check('different', [found('referee', 150, 'different', 100), found('sponsor', 80, 'confirmed')]);
    expect(offerOriginOf({ referee: figure(150, 'sourced'), sponsor: figure(80) }, different)).toEqual({
      kind: 'different',
      on: '2026-12-03',
      url: URL_READ,
      differences: [{ side: 'referee', amount: 150, pageAmount: 100 }],
    });
  });
});

describe('originSentence and originShort', () => {
  const words = { ofBrand: 'de Fortuneo', day: (iso: string) => (iso === '2026-12-03' ? '3 décembre 2026' : iso) };
  const cases: [OfferOrigin, string, string][] = [
    [
      { kind: 'confirmed', on: '2026-12-03', url: URL_READ },
      'Montants confirmés sur fortuneo.fr le 3 décembre 2026.',
      'Confirmés sur fortuneo.fr',
    ],
    [{ kind: 'published' }, 'Montants publiés dans les conditions de Fortuneo.', 'Publiés dans les conditions de Fortuneo'],
    [
      { kind: 'absent', on: '2026-12-03', url: URL_READ },
      'Montants de notre relevé, modifiés pour la dernière fois le 1 décembre 2026\u00a0: la page officielle (fortuneo.fr, lue le 3 décembre 2026) ne les donne pas.',
      'Selon notre relevé',
    ],
    [
      { kind: 'survey' },
      'Montants de notre relevé, modifiés pour la dernière fois le 1 décembre 2026\u00a0: les conditions publiées de Fortuneo ne les donnent pas.',
      'Selon notre relevé',
    ],
    [
      { kind: 'different', on: '2026-12-03', url: URL_READ, differences: [{ side: 'referee', amount: 150, pageAmount: 100 }] },
      'La page officielle (fortuneo.fr, lue le 3 décembre 2026) indique 100\u00a0€ pour le filleul, et non 150\u00a0€\u00a0: vérifiez le montant avant de vous inscrire.',
      'La page officielle indique 100\u00a0€ pour le filleul, et non 150\u00a0€',
    ],
    [{ kind: 'none' }, '', ''],
  ];
  it.each(cases)('%o', (origin, sentence, short) => {
    expect(originSentence(origin, { ...words, amountsDay: '1 décembre 2026' })).toBe(sentence);
    expect(originShort(origin, words)).toBe(short);
  });

  it('never marks a figure: no « à confirmer » in any origin', () => {
    for (const [origin] of cases) expect(originSentence(origin, words)).not.toMatch(/à confirmer/);
  });
});
