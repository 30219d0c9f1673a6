/**
 * What a visitor must never read: the research's own words (reading notes, guesses,
 * vague sources) and unfinished text. A visitor reads a fact with its source, or a plain
 * « non publié ». Declared once: the content gate (typography.ts proseFindings, on MDX
 * prose and on the offer records' visitor text) refuses each of them, and the writers'
 * guide (CONTRIBUTING.md) lists every `phrase`, a test keeping the two together.
 *
 * « à confirmer » and « non confirmé » are not here: they are the words of an amount's
 * uncertainty (lib/offers/uncertainty.ts), not of the research.
 */
const PHRASING_KINDS = {
  'reading-note': {
    label: 'note de lecture',
    instead: 'écrivez le fait lui-même et citez sa source, ou dites qu’il n’est pas publié',
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
  { kind: 'reading-note', phrase: 'nous lisons … comme', pattern: /nous (?:lisons|interprétons|comprenons) [^.;:!?]{1,80}? comme/ },
  { kind: 'reading-note', phrase: 'nous comprenons que' },
  { kind: 'reading-note', phrase: 'nous supposons' },
  { kind: 'reading-note', phrase: 'nous pensons que' },
  { kind: 'guess', phrase: 'probablement' },
  { kind: 'guess', phrase: 'vraisemblablement' },
  { kind: 'guess', phrase: 'sans doute' },
  { kind: 'guess', phrase: 'il semble' },
  { kind: 'guess', phrase: 'semble-t-il' },
  { kind: 'guess', phrase: 'a priori' },
  { kind: 'guess', phrase: 'apparemment' },
  { kind: 'guess', phrase: 'souvent cité' },
  { kind: 'vague-source', phrase: 'selon un comparateur' },
  { kind: 'vague-source', phrase: 'selon les comparateurs' },
  { kind: 'vague-source', phrase: 'selon un forum' },
  { kind: 'vague-source', phrase: 'd’après un forum' },
  { kind: 'vague-source', phrase: 'd’après des retours' },
  { kind: 'vague-source', phrase: 'relayées par des utilisateurs' },
  { kind: 'vague-source', phrase: 'données communautaires' },
  { kind: 'vague-source', phrase: 'selon des informations non vérifiées' },
  { kind: 'vague-source', phrase: 'selon les sources' },
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
