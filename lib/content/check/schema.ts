import { minimatch } from 'minimatch';
import type { YamlField, YamlValue } from './frontmatter';
import { guillemets, suggestion } from '../../yaml-schema/nearest';
import { isCalendarDate } from '../../yaml-schema/dates';
import { isHttpsUrl } from '../../yaml-schema/url-rule';

/**
 * The document types as lib/content/document-types.ts declares them (`defineDocumentType`
 * returns `{ type, def }`): the checker reads the very same declarations, so a field
 * added there is checked here with no second list.
 */
export type DeclaredType = { readonly type: string; readonly def: () => unknown };

type FieldSchema = {
  readonly type: string;
  readonly required: boolean;
  readonly options?: readonly string[];
  readonly of?: FieldSchema;
  readonly fields?: Readonly<Record<string, FieldSchema>>;
};
export type DocumentSchema = { readonly name: string; readonly pattern: string; readonly fields: Readonly<Record<string, FieldSchema>> };

const record = (value: unknown): Readonly<Record<string, unknown>> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
const thunk = (value: unknown): unknown => (typeof value === 'function' ? (value as () => unknown)() : value);

function fieldSchema(raw: unknown): FieldSchema {
  const field = record(raw);
  // A nested type (defineNestedType) used as a field or list item: its own fields.
  if (field.type === 'nested' && typeof field.def === 'function') return { type: 'nested', required: false, fields: fieldsOf(thunk(field.def)) };
  const of = field.of === undefined ? undefined : fieldSchema(field.of);
  // A field holding one nested type (`{ type: 'nested', of: … }`): that type's fields, with the field's own `required`.
  if (field.type === 'nested' && of?.fields) return { type: 'nested', required: field.required === true, fields: of.fields };
  const options = Array.isArray(field.options) ? field.options.map(String) : undefined;
  return { type: String(field.type ?? 'json'), required: field.required === true, ...(options ? { options } : {}), ...(of ? { of } : {}) };
}

function fieldsOf(def: unknown): Record<string, FieldSchema> {
  const fields = record(thunk(record(def).fields));
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, fieldSchema(field)]));
}

export function documentSchemas(types: readonly DeclaredType[]): DocumentSchema[] {
  return types.map((type) => {
    const def = record(thunk(type.def));
    return { name: String(def.name), pattern: String(def.filePathPattern ?? ''), fields: fieldsOf(def) };
  });
}

/** The type of a file, by the first pattern that matches its path (contentlayer's own rule). */
export function schemaOf(path: string, schemas: readonly DocumentSchema[]): DocumentSchema | undefined {
  return schemas.find((schema) => schema.pattern !== '' && minimatch(path, schema.pattern));
}

const TYPE_LABELS: Readonly<Record<string, string>> = {
  Page: 'une page simple',
  Bank: 'une page de banque',
  BankSection: 'une section de banque',
  Card: 'une fiche de carte',
  CashbackPortal: 'une page de portail de cashback',
  Article: 'un article',
  TestPage: 'une page d’essai',
};

const EXPECTED: Readonly<Record<string, string>> = {
  string: 'un texte',
  date: 'une date AAAA-MM-JJ, par exemple 2026-11-22',
  number: 'un nombre',
  boolean: 'true ou false',
  list: 'une liste (une ligne «\u00a0- …\u00a0» par élément)',
  nested: 'un groupe de champs',
};

/** Fields whose name ends in «\u00a0Url\u00a0»/«\u00a0url\u00a0» hold addresses (officialUrl, sources[].url…). */
const isUrlField = (name: string) => /url$/i.test(name);


export type SchemaReport = (offset: number, message: string) => void;

function checkValue(name: string, field: FieldSchema, value: YamlValue, report: SchemaReport, today: string): void {
  const label = `«\u00a0${name}\u00a0»`;
  if (field.type === 'list') {
    if (value.kind !== 'list') return report(value.start, `${label} doit être ${EXPECTED.list}`);
    if (field.of) for (const item of value.items) checkValue(name, field.of, item, report, today);
    return;
  }
  if (field.type === 'nested') {
    if (value.kind !== 'map') return report(value.start, `${label} doit être ${EXPECTED.nested}`);
    checkFields(field.fields ?? {}, value.fields, value.start, report, today, `dans ${label}`);
    return;
  }
  if (field.type === 'json') return;
  if (value.kind !== 'scalar') return report(value.start, `${label} doit être ${EXPECTED[field.type] ?? 'une valeur simple'}`);
  const raw = value.value;
  if (field.type === 'date') {
    const text = String(raw);
    if (typeof raw !== 'string' || !isCalendarDate(text)) return report(value.start, `${label}\u00a0: date illisible «\u00a0${text}\u00a0» (écrivez AAAA-MM-JJ, par exemple 2026-11-22)`);
    if (text > today) report(value.start, `${label}\u00a0: la date ${text} est dans le futur`);
    return;
  }
  if (field.type === 'enum') {
    const options = field.options ?? [];
    if (!options.includes(String(raw))) report(value.start, `${label}\u00a0: valeur inconnue «\u00a0${String(raw)}\u00a0»\u00a0; ${suggestion(String(raw), options)}`);
    return;
  }
  if (field.type === 'number' && typeof raw !== 'number') return report(value.start, `${label} doit être ${EXPECTED.number}`);
  if (field.type === 'boolean' && typeof raw !== 'boolean') return report(value.start, `${label} doit être ${EXPECTED.boolean}`);
  if (field.type === 'string' || field.type === 'markdown' || field.type === 'mdx') {
    if (typeof raw !== 'string') return report(value.start, `${label} doit être ${EXPECTED.string} (entre guillemets s’il contient «\u00a0:\u00a0»)`);
    if (raw.trim() === '') return report(value.start, `${label} est vide`);
    if (isUrlField(name) && !isHttpsUrl(raw)) report(value.start, `${label}\u00a0: «\u00a0${raw}\u00a0» n’est pas une adresse https valide (https://domaine.fr/…)`);
  }
}

function checkFields(
  schema: Readonly<Record<string, FieldSchema>>,
  fields: ReadonlyMap<string, YamlField>,
  blockStart: number,
  report: SchemaReport,
  today: string,
  where: string,
): void {
  const known = Object.keys(schema);
  for (const [name, field] of fields) {
    const declared = schema[name];
    if (!declared) {
      report(field.keyStart, `champ inconnu «\u00a0${name}\u00a0» ${where}\u00a0; ${suggestion(name, known, guillemets, 'champs possibles')}`);
    } else if (field.value === undefined || (field.value.kind === 'scalar' && field.value.value === null)) {
      if (declared.required) report(field.keyStart, `champ obligatoire «\u00a0${name}\u00a0» vide`);
    } else {
      checkValue(name, declared, field.value, report, today);
    }
  }
  for (const [name, declared] of Object.entries(schema)) {
    if (declared.required && !fields.has(name)) {
      report(blockStart, `champ obligatoire «\u00a0${name}\u00a0» manquant ${where} (${EXPECTED[declared.type] ?? (declared.options ? `une valeur parmi ${declared.options.join(', ')}` : 'une valeur')})`);
    }
  }
}

/** Every schema problem of one document: unknown, missing, mistyped or out-of-list fields, bad addresses and dates. */
export function checkSchema(schema: DocumentSchema, fields: ReadonlyMap<string, YamlField>, report: SchemaReport, today: string): void {
  checkFields(schema.fields, fields, 0, report, today, `pour ${TYPE_LABELS[schema.name] ?? schema.name}`);
}
