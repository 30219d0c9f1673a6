import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkSiteCodesFile, SITE_CODES_FILE } from './codes-yaml';
import { checkFile } from './file';
import { folderCheckOptions } from './options';
import { sortProblems, type ContentProblem } from './problem';
import { documentSchemas, type DeclaredType } from './schema';
import { contentFiles, readText } from './site';
import { applyFixes } from './typography';

export type ContentCheck = { readonly files: readonly string[]; readonly problems: readonly ContentProblem[]; readonly fixed: readonly ContentProblem[] };

export type ContentCheckOptions = {
  readonly contentDir: string;
  readonly publicDir: string;
  /** The document types of contentlayer.config.ts. */
  readonly documentTypes: readonly DeclaredType[];
  /** Apply the safe typographic fixes in place (then check again). */
  readonly fix?: boolean;
  /** YYYY-MM-DD; dates after it are in the future. */
  readonly today?: string;
  /** Per document type, the fields shown after a label (contentlayer.config.ts AFTER_LABEL). */
  readonly afterLabel?: Readonly<Record<string, readonly string[]>>;
};

/**
 * The content gate: every rule over every file of a content folder, all problems
 * at once, sorted. With `fix`, the safe typographic fixes are written first and
 * listed in `fixed`, and `problems` are what is left.
 */
export function checkContent(options: ContentCheckOptions): ContentCheck {
  const files = contentFiles(options.contentDir);
  const run = folderCheckOptions({ ...options, schemas: documentSchemas(options.documentTypes) });
  const fixed: ContentProblem[] = [];
  const problems: ContentProblem[] = [];
  for (const file of files) {
    const path = join(options.contentDir, file);
    const source = readText(path);
    let result = checkFile(file, source, run);
    if (options.fix && result.fixes.length > 0) {
      fixed.push(...result.fixable);
      writeFileSync(path, applyFixes(source, result.fixes));
      result = checkFile(file, readText(path), run);
    }
    problems.push(...result.problems);
  }
  problems.push(...checkSiteCodesFile(options.contentDir, run.today));
  const checked = existsSync(join(options.contentDir, SITE_CODES_FILE)) ? [...files, SITE_CODES_FILE] : files;
  return { files: checked, problems: sortProblems(problems), fixed: sortProblems(fixed) };
}
