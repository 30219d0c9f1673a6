import { UNCONFIRMED_MARK } from '../../offers/uncertainty';

/**
 * What a visitor must never read: the research's own words (reading notes, the log of a
 * search, our records' name for themselves, guesses, vague sources) and unfinished text. A
 * visitor reads a fact with its source, or a plain « non publié ». Declared once: the content
 * gate (typography.ts proseFindings, on MDX prose and on the offer records' visitor text)
 * refuses each of them, and the writers' guide (CONTRIBUTING.md) lists every `phrase`, a test
 * keeping the two together.
 *
 * « à confirmer » and « non confirmé » are not here: they are the words of an amount's
 * uncertainty (lib/offers/uncertainty.ts), not of the research. Only « (à confirmer) » typed
 * after a fact is: the offer's origin line says what an amount's source is, a named source what
 * any other fact's is.
 */
const PHRASING_KINDS = {
  'reading-note': {
    label: 'note de lecture',
    instead: 'écrivez le fait lui-même et citez sa source, ou dites qu’il n’est pas publié',
  },
  'research-log': {
    label: 'compte rendu de recherche',
    instead: 'dites le fait et sa date («\u00a0introuvable au 26\u00a0novembre 2026\u00a0», «\u00a0non publié\u00a0»), pas la recherche qui l’a établi',
  },
  'internal-word': {
    label: 'mot interne',
    instead: 'dites ce que publie le prestataire («\u00a0selon ses conditions publiées\u00a0») ou ce que montre la page, pas ce que disent nos fiches',
  },
  guess: {
    label: 'supposition',
    instead: 'écrivez ce que dit une source nommée, ou «\u00a0non publié\u00a0» si personne ne le publie (un fait incertain reste présenté comme tel)',
  },
  'vague-source': {
    label: 'source vague',
    instead:
      'nommez la source («\u00a0selon comparateurbanque.com\u00a0») et listez-la dans «\u00a0sources\u00a0»\u00a0; dans une fiche d’offre, le numéro de la source citée suffit',
  },
  placeholder: { label: 'texte provisoire', instead: 'à remplacer avant publication' },
} as const;

type PhrasingKind = keyof typeof PHRASING_KINDS;

export type ResearchPhrasing = {
  readonly kind: PhrasingKind;
  /** The phrasing as the writers' guide lists it; matched whole-word, any case, either apostrophe, any space. */
  readonly phrase: string;
  /** When the phrase alone is not the pattern (a reading note has words in between). */
  readonly pattern?: RegExp;
};

export const RESEARCH_PHRASINGS: readonly ResearchPhrasing[] = [
  // « Nous lisons tous les messages » is a promise; « nous lisons cette offre comme… » is a reading note.
  { kind: 'reading-note', phrase: 'nous lisons', pattern: /nous (?:lisons|interprétons)(?! (?:tous les|toutes les|vos|chaque|chacun des) )/ },
  { kind: 'reading-note', phrase: 'nous comprenons', pattern: /nous comprenons (?:que|[^.;:!?]{1,80}? comme)/ },
  { kind: 'reading-note', phrase: 'nous supposons' },
  { kind: 'reading-note', phrase: 'nous pensons que' },
  { kind: 'reading-note', phrase: 'notre lecture' },
  { kind: 'reading-note', phrase: 'a pu être lu(e)', pattern: /(?:a|ont|avons|ait|aient) pu être (?:lu|lue|lus|lues)/ },
  // « aide en ligne, lue en chinois traditionnel »: the language a page is published in is a fact; who read it is not.
  {
    kind: 'reading-note',
    phrase: 'lu(e) en (langue)',
    pattern: /(?:lu|lue|lus|lues) (?:seulement |uniquement )?en (?:anglais|chinois|espagnol|italien|allemand|néerlandais|portugais|polonais|letton|lituanien|estonien)/,
  },
  // « Les pages que nous avons lues », « le jour où nous l’avons lue »: the source and its date say it.
  { kind: 'reading-note', phrase: 'nous avons lu(e)(s)', pattern: /nous (?:l[’']|les )?avons (?:lu|lue|lus|lues)/ },
  { kind: 'reading-note', phrase: 'nous avons pu lire', pattern: /nous (?:l[’']|les )?avons pu (?:les |le |la |l[’'])?(?:lire|consulter)/ },
  { kind: 'research-log', phrase: 'nous avons cherché' },
  // « Nous avons trouvé », « nous avons pu vérifier », « nous n’avons pas trouvé », « nous n’avons pas pu les confirmer ».
  {
    kind: 'research-log',
    phrase: 'nous avons trouvé',
    pattern: /nous (?:l[’']|les )?avons (?:trouvé(?:e|s|es)?|pu (?:les |le |la |l[’'])?(?:vérifier|confirmer|trouver|établir))/,
  },
  {
    kind: 'research-log',
    phrase: 'nous n’avons pas trouvé',
    pattern: /nous n[’']avons (?:(?:pas |rien |jamais )?trouvé|(?:pas |jamais )?pu (?:les |le |la |l[’'])?(?:confirmer|vérifier|trouver|lire|consulter|établir))/,
  },
  // « Aucune version française n’a été trouvée », « Aucun programme français trouvé »: « non publié », or « introuvable au … ».
  { kind: 'research-log', phrase: 'n’a été trouvé(e)', pattern: /(?:n[’'])?(?:a|ont) (?:pas |jamais |encore )*(?:été|pu être) trouvé(?:e|s|es)?/ },
  // « Un code promo trouvé ailleurs » is advice; « aucune page publique trouvée » is a search's result.
  { kind: 'research-log', phrase: 'aucun(e) … trouvé(e)', pattern: /aucun(?:e|s|es)? (?:[\p{L}-]+ ){0,4}?trouvé(?:e|s|es)?/u },
  { kind: 'research-log', phrase: 'en vain' },
  { kind: 'research-log', phrase: 'faute d’information', pattern: /faute d[’']informations?/ },
  // « Fiche » alone is the visitor's word too (« cette fiche », « fiche tarifaire »): only our records speaking are refused.
  { kind: 'internal-word', phrase: 'nos fiches' },
  { kind: 'internal-word', phrase: 'notre fiche' },
  { kind: 'internal-word', phrase: 'selon leur fiche', pattern: /selon (?:la|sa|leur|leurs|notre|nos) fiches?/ },
  { kind: 'internal-word', phrase: 'la fiche de chaque offre', pattern: /(?:la|les|sa|chaque) fiches? (?:de chaque offre|d[’']offres?|de l[’']offre|des offres)/ },
  { kind: 'internal-word', phrase: 'par sa fiche', pattern: /par (?:sa|leur|leurs) fiches?/ },
  {
    kind: 'internal-word',
    phrase: 'la fiche dit',
    pattern: /la fiche (?:établit|dit|indique|précise|répond|ne (?:dit|répond|précise|donne)|n[’']indique)/,
  },
  { kind: 'guess', phrase: 'probablement' },
  { kind: 'guess', phrase: 'vraisemblablement' },
  { kind: 'guess', phrase: 'sans doute' },
  { kind: 'guess', phrase: 'il semble' },
  { kind: 'guess', phrase: 'semble-t-il' },
  { kind: 'guess', phrase: 'a priori' },
  { kind: 'guess', phrase: 'apparemment' },
  { kind: 'guess', phrase: 'souvent cité' },
  // The amount's uncertainty word (lib/offers/uncertainty.ts), typed in parentheses after a fact as a flag.
  { kind: 'guess', phrase: `(${UNCONFIRMED_MARK})`, pattern: new RegExp(`\\(${UNCONFIRMED_MARK}\\)`) },
  { kind: 'vague-source', phrase: 'selon un comparateur' },
  { kind: 'vague-source', phrase: 'selon les comparateurs' },
  { kind: 'vague-source', phrase: 'selon un forum' },
  { kind: 'vague-source', phrase: 'd’après un forum' },
  { kind: 'vague-source', phrase: 'd’après des retours' },
  { kind: 'vague-source', phrase: 'relayées par des utilisateurs' },
  { kind: 'vague-source', phrase: 'données communautaires' },
  { kind: 'vague-source', phrase: 'selon des informations non vérifiées' },
  { kind: 'vague-source', phrase: 'selon les sources' },
  { kind: 'vague-source', phrase: 'selon les informations relevées', pattern: /selon (?:les|des|nos|ces) informations (?:relevées|publiées|recueillies|collectées|disponibles)/ },
  { kind: 'vague-source', phrase: 'une source de (année)', pattern: /une source (?:de|datée de) (?:19|20)\d\d/ },
  { kind: 'placeholder', phrase: 'voir la page de l’offre' },
  { kind: 'placeholder', phrase: 'à venir' },
  { kind: 'placeholder', phrase: 'à compléter' },
  { kind: 'placeholder', phrase: 'lorem' },
  { kind: 'placeholder', phrase: 'ipsum' },
  { kind: 'placeholder', phrase: 'TODO' },
  { kind: 'placeholder', phrase: 'TBD' },
  { kind: 'placeholder', phrase: 'FIXME' },
  { kind: 'placeholder', phrase: 'STUB' },
  { kind: 'placeholder', phrase: 'placeholder' },
  { kind: 'placeholder', phrase: 'XX €', pattern: /XX\s?€/ },
];

const SPACE = '[\\s\\u00a0\\u202f]+';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The phrase as a pattern: any space, either apostrophe, a plural « s » or « e » at the end of « cité ». */
const patternOf = (phrasing: ResearchPhrasing): string =>
  phrasing.pattern?.source.replace(/ /g, SPACE) ??
  escape(phrasing.phrase)
    .split(' ')
    .join(SPACE)
    .replace(/['’]/g, '[\'’]')
    .replace(/cité$/, 'cité(?:e|s|es)?');

/** Whole words only: `\b` knows no accented letter. */
const MATCHERS = RESEARCH_PHRASINGS.map((phrasing) => ({
  phrasing,
  regex: new RegExp(`(?<![\\p{L}\\d])(?:${patternOf(phrasing)})(?![\\p{L}\\d])`, 'giu'),
}));

export type PhrasingFinding = { readonly offset: number; readonly text: string; readonly phrasing: ResearchPhrasing };

/** Every research phrasing in a text, with its offset. */
export function researchPhrasingsIn(text: string): PhrasingFinding[] {
  return MATCHERS.flatMap(({ phrasing, regex }) => [...text.matchAll(regex)].map((match) => ({ offset: match.index, text: match[0], phrasing })));
}

const NBSP = '\u00a0';
/** The gate's French message: what was found and what to write instead. */
export function phrasingMessage(finding: PhrasingFinding): string {
  const kind = PHRASING_KINDS[finding.phrasing.kind];
  return `${kind.label} «${NBSP}${finding.text}${NBSP}»${NBSP}: ${kind.instead}`;
}
