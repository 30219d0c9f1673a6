/** The frontmatter rules contentlayer does not enforce itself (it accepts any string for an enum). */
export type FrontmatterRules = Readonly<Record<string, Readonly<{ enums?: Readonly<Record<string, readonly string[]>>; urls?: readonly string[] }>>>;

type RawDoc = { readonly type: string; readonly _raw: { readonly sourceFilePath: string } } & Readonly<Record<string, unknown>>;

/** Every problem as "file: message", empty when all documents are valid. */
export function checkFrontmatter(docs: readonly RawDoc[], rules: FrontmatterRules): string[] {
  const problems: string[] = [];
  for (const doc of docs) {
    const rule = rules[doc.type];
    if (!rule) continue;
    for (const [field, options] of Object.entries(rule.enums ?? {})) {
      const value = doc[field];
      if (value !== undefined && !options.includes(String(value))) {
        problems.push(`${doc._raw.sourceFilePath}: ${field}: "${String(value)}" n'est pas une valeur permise (${options.join(', ')})`);
      }
    }
    for (const field of rule.urls ?? []) {
      const value = doc[field];
      if (value !== undefined && !/^https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/.test(String(value))) {
        problems.push(`${doc._raw.sourceFilePath}: ${field}: "${String(value)}" n'est pas une adresse https valide`);
      }
    }
  }
  return problems;
}
