import type { YamlField, YamlValue } from './frontmatter';
import { isHttpsUrl } from '../../yaml-schema/url-rule';

/**
 * The prose of an MDX file: a copy of the source of the same length in which
 * everything that is not text for the reader (frontmatter keys, addresses, code,
 * tags, expressions) is blanked out. Rules then run line by line on it and their
 * matches keep the file's own line and column.
 */
const blank = (text: string) => text.replace(/[^\n]/g, ' ');
/**
 * Inline non-prose (code, tags, link targets) becomes a neutral mark rather than
 * spaces: a space before « ; » after a link is still a space after a word, while
 * the mark is no letter or digit for the other rules.
 */
const MARK = '\u0001';
const mark = (text: string) => text.replace(/[^\n]/g, MARK);

/** Attributes whose value is shown to the reader (questions, step and callout titles). */
const TEXT_ATTRIBUTES = /\b(q|title)="([^"]*)"/g;

function maskTag(tag: string): string {
  const kept = [...tag.matchAll(TEXT_ATTRIBUTES)];
  let out = mark(tag);
  for (const match of kept) {
    const start = (match.index ?? 0) + match[0].indexOf('"') + 1;
    out = out.slice(0, start) + (match[2] ?? '') + out.slice(start + (match[2] ?? '').length);
  }
  return out;
}

function maskBodyLine(line: string): string {
  return line
    .replace(/`[^`\n]*`/g, mark)
    .replace(/\{[^{}\n]*\}/g, mark)
    .replace(/<\/?[A-Za-z][^>]*>/g, maskTag)
    .replace(/\]\([^)\n]*\)/g, (link) => `]${mark(link.slice(1))}`)
    .replace(/<?https?:\/\/[^\s>]+>?/g, mark);
}

function maskBody(body: string): string {
  let fenced = false;
  return body
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        fenced = !fenced;
        return blank(line);
      }
      if (fenced || /^(import|export)\s/.test(line)) return blank(line);
      return maskBodyLine(line);
    })
    .join('\n');
}

/** Text values of the frontmatter (not addresses), with their ranges inside the quotes. */
function frontmatterText(fields: ReadonlyMap<string, YamlField>): { start: number; end: number }[] {
  const ranges: { start: number; end: number }[] = [];
  const visit = (name: string, value: YamlValue | undefined): void => {
    if (!value) return;
    if (value.kind === 'list') value.items.forEach((item) => visit(name, item));
    else if (value.kind === 'map') for (const [key, field] of value.fields) visit(key, field.value);
    else if (typeof value.value === 'string' && !/url$/i.test(name) && !isHttpsUrl(value.value)) {
      ranges.push(value.quoted ? { start: value.start + 1, end: value.end - 1 } : { start: value.start, end: value.end });
    }
  };
  // Source titles quote the page they name, in its own language and typography.
  for (const [name, field] of fields) if (name !== 'sources') visit(name, field.value);
  return ranges;
}

export function proseOf(source: string, bodyStart: number, fields: ReadonlyMap<string, YamlField>): string {
  let head = blank(source.slice(0, bodyStart));
  for (const { start, end } of frontmatterText(fields)) head = head.slice(0, start) + source.slice(start, end) + head.slice(end);
  return head + maskBody(source.slice(bodyStart));
}

/** Offsets inside JSX tags (their q/title text is checked but `--fix` never edits an attribute). */
export function tagOffsets(source: string, bodyStart: number): (offset: number) => boolean {
  const inside = new Uint8Array(source.length);
  for (const match of source.slice(bodyStart).matchAll(/<\/?[A-Za-z][^>\n]*>/g)) {
    inside.fill(1, bodyStart + (match.index ?? 0), bodyStart + (match.index ?? 0) + match[0].length);
  }
  return (offset) => inside[offset] === 1;
}
