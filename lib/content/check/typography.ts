import { phrasingMessage, researchPhrasingsIn } from './research-phrasings';

/**
 * The writing rules read on the prose (see prose.ts): the research's phrasings and
 * placeholders (research-phrasings.ts), bonus amounts
 * typed by hand, French spacing, straight apostrophes and quotes. Each finding has
 * its offset in the file; the safe spacing and apostrophe findings carry the fix
 * that `npm run check -- --fix` applies.
 */
export type Fix = { readonly offset: number; readonly remove: number; readonly insert: string };
export type ProseFinding = { readonly offset: number; readonly message: string; readonly fix?: Fix };

const NBSP = '\u00a0';
const q = (text: string) => `«${NBSP}${text}${NBSP}»`;

/** Whole words, accents included (`\b` only knows ASCII letters). */
const words = (list: string) => new RegExp(`(?<!\\p{L})(${list})(?!\\p{L})`, 'iu');
const BONUS_WORDS = words('primes?|bonus|récompenses?|offerts?|crédités?|gagnez|touchez?|touche|reçoit|recevez|filleuls?|parrains?');
/** An amount in such a sentence is a condition, a fee or a limit, not a bonus. */
const CONDITION_WORDS = words('revenus?|cotisation|frais|plafonds?|dépôts?|versements?|versé|virements?|épargne|mois|coûte|retraits?|paiements?|assurances?|médicaux|achats?|seuil');
const AMOUNT = /\d(?:[\d \u00a0\u202f]*\d)?(?:,\d+)?[ \u00a0\u202f]?(?:€|euros?(?!\p{L}))/u;

type Rule = { readonly pattern: RegExp; readonly finding: (match: RegExpExecArray) => Omit<ProseFinding, 'offset'> & { readonly at?: number } };

const insertNbsp = (offset: number): Fix => ({ offset, remove: 0, insert: NBSP });
const replaceWithNbsp = (offset: number): Fix => ({ offset, remove: 1, insert: NBSP });

/** Zero-width or one-space matches: the offset is the spot to fix. */
const SPACING_RULES: readonly Rule[] = [
  {
    pattern: /(?<=\S) (?=[:;?!»])/g,
    finding: (match) => ({ message: `espace ordinaire avant ${q(match.input[match.index + 1] ?? '')}\u00a0: il faut une espace insécable`, fix: replaceWithNbsp(match.index) }),
  },
  { pattern: /(?<=«) (?=\S)/g, finding: (match) => ({ message: `espace ordinaire après ${q('«')}\u00a0: il faut une espace insécable`, fix: replaceWithNbsp(match.index) }) },
  { pattern: /(?<=\d) (?=€|%)/g, finding: (match) => ({ message: `espace ordinaire avant ${q(match.input[match.index + 1] ?? '')}\u00a0: il faut une espace insécable`, fix: replaceWithNbsp(match.index) }) },
  {
    pattern: /(?<=[\p{L})»])(?=[;?!](?:[ \t]|$))/gmu,
    finding: (match) => ({ message: `espace insécable manquante avant ${q(match.input[match.index] ?? '')}`, fix: insertNbsp(match.index) }),
  },
  { pattern: /(?<=\p{L})(?=»)/gu, finding: (match) => ({ message: `espace insécable manquante avant ${q('»')}`, fix: insertNbsp(match.index) }) },
  { pattern: /(?<=«)(?=\p{L})/gu, finding: (match) => ({ message: `espace insécable manquante après ${q('«')}`, fix: insertNbsp(match.index) }) },
  { pattern: /(?<=\p{L})'(?=\p{L})/gu, finding: (match) => ({ message: `apostrophe droite\u00a0: écrivez ${q('’')}`, fix: { offset: match.index, remove: 1, insert: '’' } }) },
  { pattern: /"/g, finding: () => ({ message: `guillemets droits\u00a0: écrivez ${q('…')} avec des espaces insécables` }) },
];

function all(pattern: RegExp, text: string): RegExpExecArray[] {
  const matches: RegExpExecArray[] = [];
  const regex = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  for (let match = regex.exec(text); match; match = regex.exec(text)) {
    matches.push(match);
    if (match[0] === '') regex.lastIndex += 1;
  }
  return matches;
}

function amountFindings(prose: string): ProseFinding[] {
  const findings: ProseFinding[] = [];
  let lineStart = 0;
  for (const line of prose.split('\n')) {
    let sentenceStart = 0;
    for (const sentence of line.split(/(?<=[.!?;:])\s/)) {
      const amount = AMOUNT.exec(sentence);
      if (amount && BONUS_WORDS.test(sentence) && !CONDITION_WORDS.test(sentence)) {
        findings.push({ offset: lineStart + sentenceStart + amount.index, message: `montant de prime écrit en dur ${q(amount[0].trim())}\u00a0: utilisez <Prime provider="…" kind="…" />` });
      }
      sentenceStart += sentence.length + 1;
    }
    lineStart += line.length + 1;
  }
  return findings;
}

export function proseFindings(prose: string): ProseFinding[] {
  const findings: ProseFinding[] = researchPhrasingsIn(prose).map((finding) => ({ offset: finding.offset, message: phrasingMessage(finding) }));
  findings.push(...amountFindings(prose));
  for (const rule of SPACING_RULES) {
    for (const match of all(rule.pattern, prose)) findings.push({ offset: match.index, ...rule.finding(match) });
  }
  return findings;
}

/** Applies fixes (non-overlapping, any order) to a source; returns the new text. */
export function applyFixes(source: string, fixes: readonly Fix[]): string {
  let out = source;
  for (const fix of [...fixes].sort((a, b) => b.offset - a.offset)) out = out.slice(0, fix.offset) + fix.insert + out.slice(fix.offset + fix.remove);
  return out;
}
