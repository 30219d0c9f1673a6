/**
 * Editorial rules checked over every MDX file by tests/content-lint.test.ts. They
 * complement the build's own checks (schema, components, links) with what only
 * reading the prose can tell.
 */
export type LintProblem = { readonly line: number; readonly message: string };

const PLACEHOLDERS = /\b(lorem|ipsum|TODO|TBD|FIXME|STUB|placeholder)\b|à venir|XX\s?€/i;
/** Whole words, accents included (`\b` only knows ASCII letters). */
const words = (list: string) => new RegExp(`(?<!\\p{L})(${list})(?!\\p{L})`, 'iu');
const BONUS_WORDS = words('primes?|bonus|récompenses?|offerts?|crédités?|gagnez|touchez?|touche|reçoit|recevez|filleuls?|parrains?');
/** An amount in such a sentence is a condition, a fee or a limit, not a bonus. */
const CONDITION_WORDS = words('revenus?|cotisation|frais|plafonds?|dépôts?|versements?|versé|virements?|épargne|mois|coûte|retraits?|paiements?|assurances?|médicaux|achats?|seuil');
const AMOUNT = /\d(?:[\d\s\u00a0\u202f]*\d)?(?:,\d+)?[\s\u00a0\u202f]?(?:€|euros?\b)/;

/** Lines of prose: frontmatter values included, code, JSX tags and URLs left out. */
function proseLines(source: string): { line: number; text: string }[] {
  const lines = source.split('\n');
  const out: { line: number; text: string }[] = [];
  let inCode = false;
  lines.forEach((raw, index) => {
    if (raw.startsWith('```')) {
      inCode = !inCode;
      return;
    }
    if (inCode || raw.trim() === '---') return;
    const text = raw
      .replace(/`[^`]*`/g, '')
      .replace(/<\/?[A-Za-z][^>]*>/g, (tag) => (tag.includes('q="') ? ` ${/q="([^"]*)"/.exec(tag)?.[1] ?? ''} ` : ' '))
      .replace(/\]\([^)]*\)/g, ']')
      .replace(/https?:\/\/\S+/g, '')
      .replace(/^[a-zA-Z]+:\s/, '');
    out.push({ line: index + 1, text });
  });
  return out;
}

export function lintContent(source: string): LintProblem[] {
  const problems: LintProblem[] = [];
  for (const { line, text } of proseLines(source)) {
    if (PLACEHOLDERS.test(text)) problems.push({ line, message: `texte provisoire : « ${PLACEHOLDERS.exec(text)?.[0]} »` });
    for (const sentence of text.split(/(?<=[.!?;:])\s/)) {
      if (AMOUNT.test(sentence) && BONUS_WORDS.test(sentence) && !CONDITION_WORDS.test(sentence)) {
        problems.push({ line, message: `montant de prime écrit en dur (utilisez <Prime>) : « ${sentence.trim().slice(0, 80)} »` });
      }
    }
    const spaced = /(\S) ([:;?!»])|(«) (\S)|(\d) (€|%)/.exec(text);
    if (spaced) problems.push({ line, message: `espace ordinaire à remplacer par une espace insécable : « ${spaced[0]} »` });
    const glued = /[A-Za-zÀ-ÿ)»]([;?!])(?=\s|$)|[A-Za-zÀ-ÿ]»|«[A-Za-zÀ-ÿ]/.exec(text);
    if (glued) problems.push({ line, message: `espace insécable manquante : « ${glued[0]} »` });
  }
  return problems;
}

/** Internal links (Markdown and href="…") of a file, with their lines. */
export function internalLinks(source: string): { line: number; url: string }[] {
  const links: { line: number; url: string }[] = [];
  source.split('\n').forEach((text, index) => {
    for (const match of text.matchAll(/\]\((\/[^)\s]*)\)|href="(\/[^"]*)"/g)) {
      links.push({ line: index + 1, url: (match[1] ?? match[2] ?? '').replace(/[?#].*$/, '') || '/' });
    }
  });
  return links;
}
