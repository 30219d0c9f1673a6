import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import DEFAULT_DOCUMENT from '../../primes/default-document.json';
import { checkDataFiles, dataFiles, recheckNoticesOf } from './data-files';
import type { RecheckNotice } from './sources-watch';
import { checkFile } from './file';
import type { AmountsToCheck } from './offer-records';
import { folderCheckOptions } from './options';
import { sortProblems, type ContentProblem } from '../../yaml-schema/problem';
import { documentSchemas, type DeclaredType } from './schema';
import { contentFiles, readText } from './site';
import { applyFixes } from './typography';

export type ContentCheck = {
  readonly files: readonly string[];
  readonly problems: readonly ContentProblem[];
  readonly fixed: readonly ContentProblem[];
  /** Records to re-check (their official source changed after their check, or gives another amount): said, not failed. */
  readonly notices: readonly RecheckNotice[];
};

export type ContentCheckOptions = {
  readonly contentDir: string;
  readonly publicDir: string;
  /** The document types of lib/content/document-types.ts. */
  readonly documentTypes: readonly DeclaredType[];
  /** Apply the safe typographic fixes in place (then check again). */
  readonly fix?: boolean;
  /** YYYY-MM-DD; dates after it are in the future. */
  readonly today?: string;
  /** Per document type, the fields shown after a label (lib/content/document-types.ts AFTER_LABEL). */
  readonly afterLabel?: Readonly<Record<string, readonly string[]>>;
  /** The settings document the offer records must agree with; by default the one `npm start` seeds. */
  readonly amounts?: AmountsToCheck;
};

const DEFAULT_AMOUNTS: AmountsToCheck = { values: DEFAULT_DOCUMENT, label: 'lib/primes/default-document.json' };

/**
 * The content gate: every rule over every file of a content folder, all problems
 * at once, sorted. With `fix`, the safe typographic fixes are written first and
 * listed in `fixed`, and `problems` are what is left.
 */
export function checkContent(options: ContentCheckOptions): ContentCheck {
  const files = contentFiles(options.contentDir);
  const schemas = documentSchemas(options.documentTypes);
  const run = folderCheckOptions({ ...options, schemas });
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
  const amounts = options.amounts ?? DEFAULT_AMOUNTS;
  problems.push(...checkDataFiles(options.contentDir, { today: run.today, amounts }));
  return {
    files: [...files, ...dataFiles(options.contentDir)],
    problems: sortProblems(problems),
    fixed: sortProblems(fixed),
    notices: recheckNoticesOf(options.contentDir, run.today, amounts),
  };
}
