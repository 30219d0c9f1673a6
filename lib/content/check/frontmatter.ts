import { isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml';

/** A value of the frontmatter with where it sits in the file (offsets in the whole file). */
export type YamlValue =
  | { readonly kind: 'scalar'; readonly value: unknown; readonly start: number; readonly end: number; readonly quoted: boolean }
  | { readonly kind: 'list'; readonly items: readonly YamlValue[]; readonly start: number }
  | { readonly kind: 'map'; readonly fields: ReadonlyMap<string, YamlField>; readonly start: number };

export type YamlField = { readonly keyStart: number; readonly value: YamlValue | undefined };

export type Frontmatter = {
  /** Offset where the body starts (after the closing `---` line), 0 when there is no frontmatter. */
  readonly bodyStart: number;
  readonly fields: ReadonlyMap<string, YamlField>;
  /** Problems of the block itself (missing, unclosed, unreadable YAML), with file offsets. */
  readonly errors: readonly { readonly offset: number; readonly message: string }[];
};

function toValue(node: Node | null | undefined, base: number): YamlValue | undefined {
  if (!node) return undefined;
  const [start = 0, end = start] = node.range ?? [];
  if (isScalar(node)) {
    const quoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE';
    return { kind: 'scalar', value: node.value, start: base + start, end: base + end, quoted };
  }
  if (isSeq(node)) return { kind: 'list', items: node.items.flatMap((item) => toValue(item as Node, base) ?? []), start: base + start };
  if (isMap(node)) return { kind: 'map', fields: fieldsOf(node, base), start: base + start };
  return undefined;
}

function fieldsOf(map: Node, base: number): Map<string, YamlField> {
  const fields = new Map<string, YamlField>();
  if (!isMap(map)) return fields;
  for (const pair of map.items) {
    if (!isScalar(pair.key)) continue;
    fields.set(String(pair.key.value), { keyStart: base + (pair.key.range?.[0] ?? 0), value: toValue(pair.value as Node | null, base) });
  }
  return fields;
}

/**
 * Reads the leading `---` block with the position of every key and value, so that
 * each frontmatter problem points at its own line. Dates stay strings (YAML 1.2
 * core schema), which is what the date rules check.
 */
export function readFrontmatter(source: string): Frontmatter {
  const opening = /^---\r?\n/.exec(source);
  if (!opening) {
    return { bodyStart: 0, fields: new Map(), errors: [{ offset: 0, message: 'en-tête manquant\u00a0: le fichier doit commencer par une ligne «\u00a0---\u00a0», les champs, puis une autre ligne «\u00a0---\u00a0»' }] };
  }
  const closing = /^---[ \t]*$/m.exec(source.slice(opening[0].length));
  if (!closing) return { bodyStart: 0, fields: new Map(), errors: [{ offset: 0, message: 'en-tête jamais fermé\u00a0: ajoutez une ligne «\u00a0---\u00a0» après le dernier champ' }] };
  const base = opening[0].length;
  const yamlText = source.slice(base, base + closing.index);
  const lineEnd = source.indexOf('\n', base + closing.index);
  const bodyStart = lineEnd === -1 ? source.length : lineEnd + 1;
  const document = parseDocument(yamlText, { prettyErrors: false, uniqueKeys: true });
  const errors = document.errors.map((error) => ({ offset: base + (error.pos[0] ?? 0), message: yamlErrorMessage(error.code, error.message) }));
  if (errors.length > 0) return { bodyStart, fields: new Map(), errors };
  return { bodyStart, fields: fieldsOf(document.contents as Node, base), errors };
}

/**
 * A whole YAML data file (an offer record) read the same way: every key and value
 * with its offset, so each problem points at its own line.
 */
export function readYamlData(source: string): Pick<Frontmatter, 'fields' | 'errors'> {
  const document = parseDocument(source, { prettyErrors: false, uniqueKeys: true });
  const errors = document.errors.map((error) => ({ offset: error.pos[0] ?? 0, message: yamlErrorMessage(error.code, error.message, 'fichier') }));
  return { fields: errors.length > 0 ? new Map() : fieldsOf(document.contents as Node, 0), errors };
}

/** The YAML mistakes writers make, in French; others keep the parser's words after a French lead. */
function yamlErrorMessage(code: string, message: string, place: 'en-tête' | 'fichier' = 'en-tête'): string {
  const where = place === 'en-tête' ? 'l’en-tête' : 'le fichier';
  if (code === 'DUPLICATE_KEY') return `champ écrit deux fois dans ${where}`;
  if (code === 'MISSING_CHAR' || code === 'BAD_INDENT' || code === 'UNEXPECTED_TOKEN')
    return `${place} YAML illisible\u00a0: vérifiez «\u00a0champ: valeur\u00a0» et mettez entre guillemets un texte qui contient «\u00a0:\u00a0» ou «\u00a0#\u00a0»`;
  if (code === 'BLOCK_AS_IMPLICIT_KEY' || code === 'MULTILINE_IMPLICIT_KEY')
    return `${place} YAML illisible\u00a0: un texte qui contient «\u00a0:\u00a0» doit être entre guillemets`;
  return `${place} YAML illisible\u00a0: ${message.split('\n')[0] ?? code}`;
}
