import { isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import { z } from 'zod';
import { guillemets as q, suggestion } from './nearest';

/**
 * A YAML data file held against its zod schema, with what a writer needs to fix it: one
 * French message per problem, naming the field by its whole path (`conditions[2].text`), at
 * the offset of that field in the file (the caller turns it into a line and a column).
 */
type YamlIssue = { readonly offset: number; readonly message: string };
export type Validated<T> =
  { readonly data: T; readonly issues: readonly [] } | { readonly data?: undefined; readonly issues: readonly YamlIssue[] };

const NBSP = '\u00a0';
type Path = readonly PropertyKey[];
type Issue = z.core.$ZodIssue;

/** `rewards.referee.source`, `conditions[2].text` (lists counted from 1, as a writer counts them). */
function fieldName(path: Path): string {
  return path.reduce<string>(
    (name, key) => (typeof key === 'number' ? `${name}[${key + 1}]` : name === '' ? String(key) : `${name}.${String(key)}`),
    '',
  );
}

/** Offset of the deepest field of `path` that the file has: a plain value itself, else its key or its list item. */
function offsetOf(root: Node | null, path: Path, atKey = false): number {
  let node: unknown = root;
  let offset = 0;
  let found = 0;
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(key));
      if (!pair) break;
      offset = (isScalar(pair.key) ? pair.key.range?.[0] : undefined) ?? offset;
      node = pair.value;
    } else if (isSeq(node) && typeof key === 'number') {
      const item = node.items[key];
      if (!item) break;
      offset = (item as Node).range?.[0] ?? offset;
      node = item;
    } else break;
    found += 1;
  }
  // A wrong value is shown where it is written (« provider: JOKOO » points at JOKOO).
  if (!atKey && found === path.length && found > 0 && isScalar(node) && node.range) return node.range[0];
  return offset;
}

const EXPECTED: Readonly<Record<string, string>> = {
  string: 'un texte (entre guillemets s’il contient «\u00a0:\u00a0»)',
  number: 'un nombre',
  int: 'un nombre entier',
  boolean: 'true ou false',
  array: 'une liste (une ligne «\u00a0- …\u00a0» par élément)',
  object: 'un groupe de champs',
};

const shown = (value: unknown) => q(typeof value === 'string' ? value : JSON.stringify(value));

/**
 * How far a union's branch is from the input: the branch with the least is the form the writer
 * meant. A key the branch does not know weighs most (the writer chose a form by its keys).
 */
const weight = (issues: readonly Issue[]): number =>
  issues.reduce((sum, issue) => sum + (issue.code === 'unrecognized_keys' ? 10 * issue.keys.length : 1), 0);

/** The issues to report for one zod issue: a union's issues are those of its closest branch. */
function flatten(issue: Issue): { readonly issue: Issue; readonly path: Path; readonly atKey?: boolean }[] {
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    const best = [...issue.errors].sort((a, b) => weight(a) - weight(b))[0] ?? [];
    return best.flatMap((inner) => flatten({ ...inner, path: [...issue.path, ...inner.path] } as Issue));
  }
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({ issue, path: [...issue.path, key], atKey: true }));
  }
  return [{ issue, path: issue.path }];
}

/** The part of a JSON Schema that says which fields a value may have. */
type JsonNode = {
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, JsonNode>>;
  readonly items?: JsonNode;
  readonly anyOf?: readonly JsonNode[];
  readonly oneOf?: readonly JsonNode[];
  readonly propertyNames?: { readonly enum?: readonly unknown[] };
};

/**
 * What the messages need to know of a schema (the fields a map may have, the forms of a fact,
 * whole numbers) is read from its JSON Schema, zod's documented output, made once per schema.
 */
const JSON_SCHEMAS = new WeakMap<z.ZodType, JsonNode>();
function jsonOf(schema: z.ZodType): JsonNode {
  let json = JSON_SCHEMAS.get(schema);
  if (!json) {
    json = z.toJSONSchema(schema, { unrepresentable: 'any' }) as JsonNode;
    JSON_SCHEMAS.set(schema, json);
  }
  return json;
}

/** Every form of a node: the node itself, or each branch of a union. */
const forms = (node: JsonNode | undefined): JsonNode[] =>
  node === undefined ? [] : node.anyOf || node.oneOf ? [...(node.anyOf ?? []), ...(node.oneOf ?? [])].flatMap(forms) : [node];

/** The nodes at a path, over every form of the unions on the way. */
function nodesAt(schema: z.ZodType, path: Path): JsonNode[] {
  let nodes = forms(jsonOf(schema));
  for (const key of path) nodes = nodes.flatMap((node) => forms(typeof key === 'number' ? node.items : node.properties?.[String(key)]));
  return nodes;
}

/** Keys the schema allows at a path: an object's fields, a record's keys (for « vouliez-vous dire … ? »). */
function knownKeys(schema: z.ZodType, path: Path): string[] {
  const keysOf = (node: JsonNode): string[] => node.propertyNames?.enum?.map(String) ?? Object.keys(node.properties ?? {});
  return [...new Set(nodesAt(schema, path).flatMap(keysOf))];
}

/** The forms of a fact at a path, each as the keys that tell it (its source and certainty aside), when there are several. */
function formsOf(schema: z.ZodType, path: Path): string[][] {
  const here = nodesAt(schema, path).filter((node) => node.properties !== undefined);
  if (here.length < 2) return [];
  return here.map((node) => Object.keys(node.properties ?? {}).filter((key) => key !== 'source' && key !== 'certainty'));
}

function messageOf(issue: Issue, path: Path, schema: z.ZodType): string {
  const name = q(fieldName(path) || 'fichier');
  switch (issue.code) {
    case 'unrecognized_keys': {
      const key = String(path[path.length - 1]);
      const parent = path.slice(0, -1);
      const where = parent.length > 0 ? ` dans ${q(fieldName(parent))}` : '';
      const alternatives = formsOf(schema, parent);
      // A key of another form of the same fact: the writer mixed two forms.
      if (alternatives.some((keys) => keys.includes(key))) {
        return `${q(key)} en trop${where}${NBSP}: un seul modèle à la fois (${alternatives.map((keys) => keys.map(q).join(' et ')).join(', ou ')})`;
      }
      return `champ inconnu ${q(key)}${where}${NBSP}; ${suggestion(key, knownKeys(schema, parent), q, 'champs possibles')}`;
    }
    case 'invalid_type':
      if (issue.input === undefined) return `${name} manque`;
      if (issue.input === null) return `${name} est vide`;
      return `${name} doit être ${EXPECTED[issue.expected] ?? issue.expected}`;
    case 'invalid_value': {
      if (issue.values.length === 1 && issue.values[0] === true) return `${name}${NBSP}: écrivez true, ou retirez le champ`;
      if (issue.input === undefined) return `${name} manque (${issue.values.map(String).join(', ')})`;
      const options = issue.values.map(String);
      return `${name}${NBSP}: valeur inconnue ${shown(issue.input)}${NBSP}; ${suggestion(String(issue.input), options)}`;
    }
    case 'invalid_union':
      // A discriminated union whose key names no form: the key's own values are listed by its schema.
      return `${name}${NBSP}: forme non reconnue`;
    case 'too_small':
      if (issue.origin === 'string') return `${name} est vide`;
      if (issue.origin === 'number') {
        const whole = nodesAt(schema, path).some((node) => node.type === 'integer');
        return `${name}${NBSP}: ${String(issue.input)} n’est pas ${whole ? 'un nombre entier' : 'un montant'} supérieur à 0`;
      }
      return `${name} est trop court`;
    case 'custom':
      return path.length === 0 ? issue.message : `${name}${NBSP}: ${issue.message}`;
    default:
      return `${name}${NBSP}: ${issue.message}`;
  }
}

/** A discriminated union's key that names no form: the key, its value and the values it takes. */
function discriminatorIssue(issue: Issue, root: Node | null): YamlIssue | undefined {
  if (issue.code !== 'invalid_union' || issue.errors.length > 0) return undefined;
  const discriminator = issue.discriminator;
  const options = 'options' in issue ? issue.options : undefined;
  if (!discriminator || !options) return undefined;
  const path = issue.path[issue.path.length - 1] === discriminator ? issue.path : [...issue.path, discriminator];
  const input = issue.input;
  const value = typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[discriminator] : undefined;
  const values = options.map(String);
  const message =
    value === undefined
      ? `${q(fieldName(path))} manque (${values.join(', ')})`
      : `${q(fieldName(path))}${NBSP}: valeur inconnue ${shown(value)}${NBSP}; ${suggestion(String(value), values)}`;
  return { offset: offsetOf(root, path), message };
}

/** Where a field of a YAML file is written (its value when plain), for a problem found after validation. */
export function fieldOffset(text: string, path: Path): number {
  return offsetOf(parseDocument(text).contents, path);
}

/** Parses `text` (a YAML file) and validates it: the typed value, or every problem with its offset. */
export function validateYaml<S extends z.ZodType>(text: string, schema: S): Validated<z.output<S>> {
  const document = parseDocument(text, { uniqueKeys: true });
  if (document.errors.length > 0) {
    return {
      issues: document.errors.map((error) => ({
        offset: error.pos[0],
        message: `YAML illisible${NBSP}: ${error.message.split('\n')[0] ?? ''}`,
      })),
    };
  }
  const result = schema.safeParse(document.toJS(), { reportInput: true });
  if (result.success) return { data: result.data, issues: [] };
  const root = document.contents;
  const seen = new Set<string>();
  const issues: YamlIssue[] = [];
  for (const raw of result.error.issues) {
    const special = discriminatorIssue(raw, root);
    const found = special
      ? [special]
      : flatten(raw).map(({ issue, path, atKey }) => ({ offset: offsetOf(root, path, atKey), message: messageOf(issue, path, schema) }));
    for (const entry of found) {
      const key = `${entry.offset}\u0000${entry.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      issues.push(entry);
    }
  }
  return { issues };
}
