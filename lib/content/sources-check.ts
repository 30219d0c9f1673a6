import { frontmatterLine } from './check-frontmatter';

/** How official a source is, most official first: the offer box links the first one. */
export const SOURCE_KINDS = ['conditions', 'officiel', 'presse', 'comparateur', 'autre'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

export type SourceData = { readonly title: string; readonly url: string; readonly consulted: string; readonly kind: string };
type RawDoc = {
  readonly _raw: { readonly sourceFilePath: string };
  readonly lastChecked?: string;
  readonly sources?: readonly SourceData[];
};

const HTTPS_URL = /^https:\/\/[^\s/@]+\.[^\s/@]+(\/\S*)?$/;
const day = (iso: string) => iso.slice(0, 10);

/** The 1-based line of a `url:` (or any `field: value`) line inside the frontmatter. */
function valueLine(source: string, field: string, value: string): number | undefined {
  const lines = source.split('\n');
  for (let index = 1; index < lines.length && lines[index]?.trim() !== '---'; index += 1) {
    const text = lines[index]?.replace(/^\s*-?\s*/, '') ?? '';
    if (text.startsWith(`${field}:`) && text.includes(value.slice(0, 10))) return index + 1;
  }
  return undefined;
}

/**
 * "Vérifié le" is a claim: a page may give `lastChecked` only if one of its sources
 * was consulted that very day. Sources need an https address and a date that is not
 * in the future. Returns "file:line: message" lines.
 */
export function checkSources(docs: readonly RawDoc[], read: (file: string) => string, today = new Date().toISOString().slice(0, 10)): string[] {
  const problems: string[] = [];
  for (const doc of docs) {
    const file = doc._raw.sourceFilePath;
    const sources = doc.sources ?? [];
    if (!doc.lastChecked && sources.length === 0) continue;
    const text = read(file);
    const where = (line: number | undefined) => (line === undefined ? file : `${file}:${line}`);
    if (doc.lastChecked && !sources.some((source) => day(source.consulted) === day(doc.lastChecked ?? ''))) {
      problems.push(
        `${where(frontmatterLine(text, 'lastChecked'))}: lastChecked (${day(doc.lastChecked)}) sans source consultée ce jour-là : ajoutez-la à « sources », ou retirez lastChecked (la page dira « mise à jour le »)`,
      );
    }
    const seen = new Set<string>();
    for (const source of sources) {
      if (!HTTPS_URL.test(source.url)) problems.push(`${where(valueLine(text, 'url', source.url))}: source « ${source.title} » : « ${source.url} » n’est pas une adresse https valide`);
      if (seen.has(source.url)) problems.push(`${where(valueLine(text, 'url', source.url))}: source « ${source.url} » citée deux fois`);
      seen.add(source.url);
      if (day(source.consulted) > today) problems.push(`${where(valueLine(text, 'consulted', day(source.consulted)))}: source « ${source.title} » consultée dans le futur (${day(source.consulted)})`);
      if (!(SOURCE_KINDS as readonly string[]).includes(source.kind)) {
        problems.push(`${where(valueLine(text, 'kind', source.kind))}: source « ${source.title} » : kind « ${source.kind} » inconnu (${SOURCE_KINDS.join(', ')})`);
      }
    }
  }
  return problems;
}
