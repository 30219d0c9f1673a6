/** The frontmatter rules contentlayer does not enforce itself (it accepts any string for an enum). */
export type FrontmatterRules = Readonly<
  Record<
    string,
    Readonly<{
      enums?: Readonly<Record<string, readonly string[]>>;
      urls?: readonly string[];
      /** Values shown after a label (« Cotisation : … »): a colon of their own would read « Cotisation : Payante : … ». */
      afterLabel?: readonly string[];
    }>
  >
>;

type RawDoc = { readonly type: string; readonly _raw: { readonly sourceFilePath: string } } & Readonly<Record<string, unknown>>;

/** The 1-based line of `field:` in a file's frontmatter, when the source can be read. */
export type LineOf = (sourceFilePath: string, field: string) => number | undefined;

/** Finds `field:` at the start of a line inside the leading `---` block. */
export function frontmatterLine(source: string, field: string): number | undefined {
  const lines = source.split('\n');
  if (lines[0]?.trim() !== '---') return undefined;
  for (let index = 1; index < lines.length && lines[index]?.trim() !== '---'; index += 1) {
    if (lines[index]?.startsWith(`${field}:`)) return index + 1;
  }
  return undefined;
}

/** Every problem as "file:line: message" (the line when `lineOf` finds it), empty when all documents are valid. */
export function checkFrontmatter(docs: readonly RawDoc[], rules: FrontmatterRules, lineOf: LineOf = () => undefined): string[] {
  const problems: string[] = [];
  for (const doc of docs) {
    const rule = rules[doc.type];
    if (!rule) continue;
    const where = (field: string) => {
      const line = lineOf(doc._raw.sourceFilePath, field);
      return line === undefined ? doc._raw.sourceFilePath : `${doc._raw.sourceFilePath}:${line}`;
    };
    for (const [field, options] of Object.entries(rule.enums ?? {})) {
      const value = doc[field];
      if (value !== undefined && !options.includes(String(value))) {
        problems.push(`${where(field)}: ${field}: "${String(value)}" n'est pas une valeur permise (${options.join(', ')})`);
      }
    }
    for (const field of rule.urls ?? []) {
      const value = doc[field];
      if (value !== undefined && !/^https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/.test(String(value))) {
        problems.push(`${where(field)}: ${field}: "${String(value)}" n'est pas une adresse https valide`);
      }
    }
    for (const field of rule.afterLabel ?? []) {
      const value = doc[field];
      if (typeof value === 'string' && /[\s\u00a0]:/.test(value)) {
        problems.push(`${where(field)}: ${field}: "${value}" contient « : » alors que le site l’affiche déjà après un libellé ; écrivez une phrase (virgule, point-virgule)`);
      }
    }
  }
  return problems;
}
