import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESEARCH_PHRASINGS } from './research-phrasings';
import { proseFindings } from './typography';

const NBSP = '\u00a0';
const messages = (text: string) => proseFindings(text).map((finding) => finding.message);
const refused = (text: string) =>
  messages(text).filter((message) => /^(note de lecture|compte rendu de recherche|mot interne|supposition|source vague|texte provisoire) /.test(message));

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
    // What an independent review still read on the site (issue 57).
    ['Nous lisons ici une prime de 10 $ par tâche.', 'note de lecture'],
    ['Nous interprétons ce délai en jours ouvrés.', 'note de lecture'],
    ['À notre lecture, la prime est versée en mars.', 'note de lecture'],
    ['Seule l’aide en ligne de Crypto.com en chinois traditionnel a pu être lue.', 'note de lecture'],
    ['Les conditions ont pu être lues sur un site tiers.', 'note de lecture'],
    ['Le programme est décrit par son aide en ligne, lue en chinois traditionnel.', 'note de lecture'],
    ['Nous avons cherché un programme ouvert aux résidents de France.', 'compte rendu de recherche'],
    ['Un programme ouvert aux résidents de France, cherché en vain.', 'compte rendu de recherche'],
    ['Laissées de côté, faute d’information.', 'compte rendu de recherche'],
    [`Laissées de côté faute d'informations.`, 'compte rendu de recherche'],
    ['Absentes de nos fiches.', 'mot interne'],
    ['Ce délai manque à notre fiche.', 'mot interne'],
    [`Écartées par «${NBSP}Sans dépôt minimum${NBSP}», selon leur fiche.`, 'mot interne'],
    ['Aucune offre n’est établie sans dépôt minimum par sa fiche.', 'mot interne'],
    ['Un filtre garde les offres dont la fiche établit le fait.', 'mot interne'],
    ['La fiche ne dit rien du délai.', 'mot interne'],
    // Still on pages after the first pass (issue 57): what we read, found or could not confirm.
    ['Les pages publiques de Poulpeo que nous avons lues ne décrivent pas son parrainage.', 'note de lecture'],
    ['Une source datée, avec le jour où nous l’avons lue.', 'note de lecture'],
    ['Les conditions que nous avons pu lire sont une version en espagnol.', 'note de lecture'],
    ['Une page quand nous avons trouvé assez d’informations publiques.', 'compte rendu de recherche'],
    ['Ce que nous avons pu vérifier sur le parrainage Naomi.', 'compte rendu de recherche'],
    ['Nous n’avons pas trouvé de source décrivant le bouton d’invitation.', 'compte rendu de recherche'],
    ['Nous n’avons trouvé, dans les pages publiques d’eBuyClub, ni les conditions ni les montants.', 'compte rendu de recherche'],
    [`Les plafonds figurent dans les documents contractuels${NBSP}: nous n’avons pas pu les confirmer.`, 'compte rendu de recherche'],
    ['Une version en espagnol ; aucune version française n’a été trouvée.', 'compte rendu de recherche'],
    ['Seules des conditions britanniques ont été trouvées.', 'compte rendu de recherche'],
    ['Aucune page publique trouvée.', 'compte rendu de recherche'],
    ['Aucun programme français trouvé.', 'compte rendu de recherche'],
    ['La fiche de chaque offre donne le jour de sa dernière vérification.', 'mot interne'],
    ['Premier versement de 300 € (à confirmer).', 'supposition'],
    [`Des frais de 3${NBSP}€ par mois selon les informations relevées.`, 'source vague'],
    [`Des frais de 3${NBSP}€ par mois selon les informations publiées.`, 'source vague'],
    ['À l’étranger, une source de 2026 indique qu’aucuns frais ne s’appliquent.', 'source vague'],
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
    // « Fiche » is also the visitor's word: a card's sheet, a bank's price list, an app store's page.
    'Cette fiche explique à qui la carte convient.',
    'Les plafonds figurent dans la fiche tarifaire de la banque.',
    'La [fiche BoursoBank](/banque/boursobank) résume l’offre.',
    'Décrit seulement par un résumé de la fiche de l’application.',
    'Nous ne lui consacrons pas de fiche.',
    // The language a page is published in is a fact; « lu » that is not a reading is not a note.
    'L’aide en ligne est publiée en chinois traditionnel et non en français.',
    'Le dossier est relu en une semaine.',
    'Faute de somme fixe, le site n’affiche pas de chiffre.',
    // The site's own words for what is missing.
    `PayPal ne publie aucun programme de parrainage ouvert aux résidents de France (pages publiques consultées le 26 novembre 2026)${NBSP}; cette offre n’est pas classée.`,
    `Laissées de côté par «${NBSP}Sans condition de revenus${NBSP}» (leurs conditions publiées n’en disent rien)${NBSP}:`,
    // What the rewritten pages say instead (issue 57), and advice that only looks like a search.
    'Au 26 novembre 2026, les pages publiques de Poulpeo ne décrivent ni les conditions de son parrainage ni le montant de ses primes.',
    `L’emplacement exact du bouton d’invitation n’est pas publié${NBSP}: cherchez-le dans l’application.`,
    'Chaque information y est rattachée à une source datée, avec le jour où elle a été consultée.',
    'Un code promo trouvé ailleurs que sur le portail, que beaucoup de portails excluent.',
    'Un code de réduction trouvé ailleurs peut faire annuler le cashback.',
    'Vous trouverez ici le montant actuel des primes.',
    `Les informations publiées sur ce site sont fournies à titre indicatif.`,
    'Cette fiche résume ses conditions, ses frais et le profil auquel elle convient.',
    `Frais de 3${NBSP}€ par mois selon le comparateur de MoneyVox, une source de référence.`,
    'Nous lisons tous les messages et avons lu le vôtre avec attention.',
  ])('accepts « %s »', (text) => {
    expect(refused(text)).toEqual([]);
  });

  it('finds a phrase whatever its apostrophe and spaces', () => {
    expect(refused(`voir la page de l'offre`)).toHaveLength(1);
    expect(refused(`selon un${NBSP}comparateur`)).toHaveLength(1);
    expect(refused(`faute d'information`)).toHaveLength(1);
    expect(refused(`a pu${NBSP}être lue`)).toHaveLength(1);
    expect(refused(`nous n'avons pas trouvé`)).toHaveLength(1);
    expect(refused(`qu’aucune version n’a${NBSP}été trouvée`)).toHaveLength(1);
  });

  it('says what a search log and an internal word become', () => {
    expect(refused('Cherché en vain.')).toEqual([
      `compte rendu de recherche «${NBSP}en vain${NBSP}»${NBSP}: dites le fait et sa date («${NBSP}introuvable au 26${NBSP}novembre 2026${NBSP}», «${NBSP}non publié${NBSP}»), pas la recherche qui l’a établi`,
    ]);
    expect(refused('Selon leur fiche.')).toEqual([
      `mot interne «${NBSP}Selon leur fiche${NBSP}»${NBSP}: dites ce que publie le prestataire («${NBSP}selon ses conditions publiées${NBSP}») ou ce que montre la page, pas ce que disent nos fiches`,
    ]);
  });

  it('is listed, phrase by phrase, in the writers’ guide', () => {
    const guide = readFileSync(join(import.meta.dirname, '../../../CONTRIBUTING.md'), 'utf8');
    const missing = RESEARCH_PHRASINGS.map((phrasing) => phrasing.phrase).filter((phrase) => !guide.includes(`«${NBSP}${phrase}${NBSP}»`));
    expect(missing).toEqual([]);
  });
});
