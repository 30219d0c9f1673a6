import { describe, expect, it } from 'vitest';
import { researchPhrasingsIn } from '../content/check/research-phrasings';
import { allOfferRecords } from './index';
import { isOpen, programmeReason } from './programme';

const NBSP = '\u00a0';
const sure = { source: 's', certainty: 'sure' } as const;

describe('programmeReason', () => {
  it('says nothing of a running programme', () => {
    expect(programmeReason({ programme: { status: 'open', ...sure } })).toBeUndefined();
    expect(isOpen({ programme: { status: 'open' } })).toBe(true);
    expect(isOpen({ programme: { status: 'not-found' } })).toBe(false);
  });

  it('says what the provider does not publish as a fact with the day its pages were consulted, not as the research’s log', () => {
    const reason = programmeReason({
      programme: {
        status: 'not-found',
        searched: 'PayPal ne publie aucun programme de parrainage ouvert aux résidents de France',
        on: '2026-11-26',
      },
    });
    expect(reason).toBe(
      `PayPal ne publie aucun programme de parrainage ouvert aux résidents de France (pages publiques consultées le 26 novembre 2026)${NBSP}; cette offre n’est pas classée.`,
    );
  });

  it('keeps the brand as it is spelled, and a full stop typed in the record does not double', () => {
    const reason = programmeReason({
      programme: { status: 'not-found', searched: 'eBuyClub ne publie pas les conditions de son parrainage.', on: '2026-11-26' },
    });
    expect(reason).toMatch(
      /^eBuyClub ne publie pas les conditions de son parrainage \(pages publiques consultées le 26 novembre 2026\)\u00a0; /,
    );
  });

  it('says when a programme ended, and from which version of its conditions when that is not sure', () => {
    expect(
      programmeReason({ programme: { status: 'ended', end: '2024-03-31', text: 'remplacé par une offre de bienvenue', ...sure } }),
    ).toBe('Ce programme a pris fin le 31 mars 2024. Remplacé par une offre de bienvenue.');
    expect(programmeReason({ programme: { status: 'ended', end: '2024-03-31', source: 's', certainty: 'unsure' } })).toBe(
      'Ce programme a pris fin le 31 mars 2024 (selon la dernière version publiée de ses conditions).',
    );
  });

  it('gives every record that is not ranked a reason in which the content gate finds no research phrasing', () => {
    const closed = allOfferRecords().filter((record) => !isOpen(record));
    expect(closed.length).toBeGreaterThan(0);
    for (const record of closed) {
      const reason = programmeReason(record) ?? '';
      expect(reason, record.provider).toMatch(/\S/);
      expect(
        researchPhrasingsIn(reason).map((finding) => finding.text),
        `${record.provider}: ${reason}`,
      ).toEqual([]);
      expect(reason, record.provider).not.toMatch(/nous avons cherché|recherche du|documentées|introuvable/i);
    }
  });
});
