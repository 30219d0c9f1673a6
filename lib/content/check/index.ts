import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFile } from './file';
import { sortProblems, type ContentProblem } from './problem';
import { documentSchemas, type DeclaredType } from './schema';
import { contentFiles, readText, siteContext } from './site';
import { applyFixes } from './typography';
import { checkSiteCodes, SITE_CODES_FILE } from '../site-codes-check';

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
  /** Per document type, the fields shown after a label (contentlayer.config.ts FRONTMATTER_RULES). */
  readonly afterLabel?: Readonly<Record<string, readonly string[]>>;
};

/** content/codes.yaml, checked by its own rules (lib/content/site-codes-check.ts), in the same line format. */
function siteCodesProblems(contentDir: string, today: string): ContentProblem[] {
  const path = join(contentDir, SITE_CODES_FILE);
  if (!existsSync(path)) return [];
  return checkSiteCodes(readText(path), today).map((line) => {
    const match = /^([^:]+):(\d+):(\d+): (.*)$/.exec(line);
    return { file: match?.[1] ?? SITE_CODES_FILE, line: Number(match?.[2] ?? 1), column: Number(match?.[3] ?? 1), message: match?.[4] ?? line };
  });
}

/**
 * The content gate: every rule over every file of a content folder, all problems
 * at once, sorted. With `fix`, the safe typographic fixes are written first and
 * listed in `fixed`, and `problems` are what is left.
 */
export function checkContent(options: ContentCheckOptions): ContentCheck {
  const files = contentFiles(options.contentDir);
  const run = {
    schemas: documentSchemas(options.documentTypes),
    site: siteContext(files, options.publicDir),
    today: options.today ?? new Date().toISOString().slice(0, 10),
    ...(options.afterLabel ? { afterLabel: options.afterLabel } : {}),
  };
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
  const codes = siteCodesProblems(options.contentDir, run.today);
  problems.push(...codes);
  const checked = existsSync(join(options.contentDir, SITE_CODES_FILE)) ? [...files, SITE_CODES_FILE] : files;
  return { files: checked, problems: sortProblems(problems), fixed: sortProblems(fixed) };
}
