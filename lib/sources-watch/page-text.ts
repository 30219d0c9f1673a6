import { createHash } from 'node:crypto';
import { Readability } from '@mozilla/readability';
import { JSDOM } from 'jsdom';

/**
 * What a watched page says, as a reader would read it: its main text (Mozilla's Readability,
 * the library behind Firefox's reader view, which leaves menus, footers and ads out), then
 * normalised so that what changes without the terms changing — clocks, dates of the page's
 * own update, « il y a 3 jours », counters of views or reviews, whitespace — is not a change.
 * Only the fingerprint is kept: the third party's text is never stored nor published.
 */

const MONTHS_FR = 'janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre';
const MONTHS_EN = 'january|february|march|april|may|june|july|august|september|october|november|december';
const MONTHS_OTHER =
  'januar|februar|märz|juni|juli|oktober|dezember|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre';
const UNITS = 'secondes?|minutes?|heures?|jours?|semaines?|mois|ans?|seconds?|hours?|days?|weeks?|months?|years?';

const DATE = `(?:\\d{1,2}(?:er)?\\.?\\s+(?:${MONTHS_FR}|${MONTHS_EN}|${MONTHS_OTHER})\\s+\\d{4}|(?:${MONTHS_EN})\\s+\\d{1,2},?\\s+\\d{4}|\\d{4}-\\d{2}-\\d{2}(?:T[\\d:.]+Z?)?|\\d{1,2}[/.]\\d{1,2}[/.]\\d{2,4})`;
const STAMP =
  '(?:mis à jour|mise à jour|dernière mise à jour|actualisé|actualisée|publié|publiée|modifié|modifiée|last updated|updated|published|modified|stand|aktualisiert|actualizado)';

/**
 * Volatile fragments, each replaced by one placeholder. A date counts only as the page's own
 * stamp (« mis à jour le 26 novembre 2026 », « Updated: 2026-11-26 »): an offer's end date or
 * a deadline in the terms is a real change and must stay in the text.
 */
const VOLATILE: readonly RegExp[] = [
  // « mis à jour il y a 3 jours », « updated over a week ago », « vor 2 Tagen ».
  new RegExp(`(?:${STAMP}\\s+)?il y a\\s+(?:\\d+|un|une|quelques)\\s+(?:${UNITS})\\b`, 'giu'),
  new RegExp(`(?:${STAMP}\\s+)?(?:over\\s+|about\\s+)?(?:\\d+|a|an)\\s+(?:${UNITS})\\s+ago\\b`, 'giu'),
  /\bvor\s+\d+\s+\p{L}+/giu,
  // The page's own date stamp.
  new RegExp(`${STAMP}\\s*(?:le|on|am|el|:|\\u00a0:)?\\s*${DATE}`, 'giu'),
  // Copyright years.
  /©\s*\d{4}(?:\s*[-–]\s*\d{4})?/gu,
  // Clocks: 10:32, 10 h 32, 9h05.
  /\b\d{1,2}\s?(?::|h)\s?\d{2}\b/giu,
  // Counters: « 1 234 avis », « 56 views », « 3 commentaires ».
  /\b\d[\d\s.,]*\s*(?:vues?|views?|avis|reviews?|commentaires?|comments?|membres|members|likes?|votes?|ratings?)\b/giu,
];

export function normaliseText(text: string): string {
  let result = text.normalize('NFC').replace(/[\u00a0\u202f\u2009]/g, ' ');
  for (const pattern of VOLATILE) result = result.replace(pattern, '·');
  return result.replace(/\s+/g, ' ').trim();
}

const BLOCKS = 'p, li, h1, h2, h3, h4, h5, h6, dt, dd, td, th, blockquote, pre, caption, figcaption';
const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The page's main text as passages (paragraphs, list items, headings, cells), each normalised:
 * Readability's article, else the whole body (a short page Readability declines). Passages
 * let a change be summarised (« 2 passages modifiés ») without keeping the text.
 */
function passagesOf(html: string, url: string): string[] {
  const { document } = new JSDOM(html, { url }).window;
  for (const hidden of document.querySelectorAll('script, style, noscript, template')) hidden.remove();
  const article = new Readability(document.cloneNode(true) as typeof document).parse();
  const root = article?.content ? new JSDOM(article.content).window.document.body : document.body;
  if (!root) return [];
  const blocks = [...root.querySelectorAll(BLOCKS)].filter((block) => block.querySelector(BLOCKS) === null);
  const texts = (blocks.length > 0 ? blocks.map((block) => block.textContent ?? '') : [root.textContent ?? '']).map(normaliseText);
  return texts.filter((text) => text !== '' && text !== '·');
}

/** What the watch keeps of a page: a fingerprint of its whole main text and a short one per passage. */
export type PageFingerprint = { readonly fingerprint: string; readonly passages: readonly string[] };

export function fingerprintOf(html: string, url: string): PageFingerprint & { readonly texts: readonly string[] } {
  const texts = passagesOf(html, url);
  return { fingerprint: hash(texts.join('\n')), passages: texts.map((text) => hash(text).slice(0, 12)), texts };
}
