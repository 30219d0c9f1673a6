import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESEARCH_PHRASINGS } from './research-phrasings';
import { proseFindings } from './typography';

const NBSP = '\u00a0';
const messages = (text: string) => proseFindings(text).map((finding) => finding.message);
const refused = (text: string) => messages(text).filter((message) => /^(note de lecture|supposition|source vague|texte provisoire) /.test(message));

describe('the research’s phrasings in visitor text', () => {
  it.each([
    ['Nous lisons cette offre comme celle de l’application.', 'note de lecture'],
    ['nous supposons que la prime est versée.', 'note de lecture'],
    ['Il s’agit très probablement de l’espace partenaires.', 'supposition'],
    ['La prime est sans doute versée en mars.', 'supposition'],
    ['Le tarif est souvent cités par les blogs.', 'supposition'],
    [`Frais de 5${NBSP}€ selon un comparateur récent.`, 'source vague'],
    ['Versée en 90 jours, d’après des retours de clients.', 'source vague'],
    ['D\'après un forum, la carte arrive en une semaine.', 'source vague'],
    ['Condition principale, voir la page de l’offre.', 'texte provisoire'],
    ['Texte à compléter.', 'texte provisoire'],
  ])('refuses « %s »', (text, label) => {
    const found = refused(text);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(new RegExp(`^${label} «${NBSP}.+${NBSP}»${NBSP}: `));
  });

  it('says what was found and what to write instead', () => {
    expect(refused('Selon un comparateur, la carte est gratuite.')).toEqual([
      `source vague «${NBSP}Selon un comparateur${NBSP}»${NBSP}: nommez la source («${NBSP}selon comparateurbanque.com${NBSP}») et listez-la dans «${NBSP}sources${NBSP}»${NBSP}; dans une fiche d’offre, le numéro de la source citée suffit`,
    ]);
  });

  it.each([
    'Nous lisons tous les messages et répondons sous quelques jours.',
    'Précisez ce qui vous semble inexact.',
    `Frais de 5${NBSP}€ par mois selon comparateurbanque.com.`,
    'Les conditions de la prime ne sont pas publiées.',
    // The amount's uncertainty words belong to lib/offers/uncertainty.ts, not to the research.
    'Montant à confirmer, non confirmé par une source publique.',
    'Un doute sans conséquence ; le forum des clients.',
  ])('accepts « %s »', (text) => {
    expect(refused(text)).toEqual([]);
  });

  it('finds a phrase whatever its apostrophe and spaces', () => {
    expect(refused(`voir la page de l'offre`)).toHaveLength(1);
    expect(refused(`selon un${NBSP}comparateur`)).toHaveLength(1);
  });

  it('is listed, phrase by phrase, in the writers’ guide', () => {
    const guide = readFileSync(join(import.meta.dirname, '../../../CONTRIBUTING.md'), 'utf8');
    const missing = RESEARCH_PHRASINGS.map((phrasing) => phrasing.phrase).filter((phrase) => !guide.includes(`«${NBSP}${phrase}${NBSP}»`));
    expect(missing).toEqual([]);
  });
});
