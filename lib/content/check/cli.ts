import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { AFTER_LABEL, DOCUMENT_TYPES } from '../../../contentlayer.config';
import { errorAnnotation, repositoryPath } from './annotations';
import { FIX_HINT } from './file';
import { checkContent } from './index';
import { formatProblem, summaryLine } from './problem';

/**
 * `npm run check [-- --fix] [dossier]`: prints one line per problem, then a count,
 * and nothing else; exit code 0 when the content is clean, 1 otherwise. On GitHub
 * Actions (GITHUB_ACTIONS=true), each problem is also printed as a workflow command,
 * which GitHub turns into an annotation on the file's line and hides from the log.
 */
export function runCheck(argv: readonly string[], root: string, write: (line: string) => void, env: Readonly<Record<string, string | undefined>> = process.env): number {
  const fix = argv.includes('--fix');
  const folder = argv.find((arg) => !arg.startsWith('--')) ?? env.CONTENT_DIR ?? 'content';
  const contentDir = resolve(root, folder);
  if (!existsSync(contentDir)) {
    write(`${folder}\u00a0: dossier de contenu introuvable`);
    return 1;
  }
  const result = checkContent({ contentDir, publicDir: resolve(root, 'public'), documentTypes: DOCUMENT_TYPES, afterLabel: AFTER_LABEL, fix });
  for (const problem of result.fixed) write(formatProblem({ ...problem, message: `corrigé\u00a0: ${problem.message.replace(` ${FIX_HINT}`, '')}` }));
  for (const problem of result.problems) write(formatProblem(problem));
  if (fix) write(`${result.fixed.length} correction${result.fixed.length > 1 ? 's' : ''} appliquée${result.fixed.length > 1 ? 's' : ''}.`);
  write(summaryLine(result.problems.length, result.files.length));
  if (env.GITHUB_ACTIONS === 'true') {
    for (const problem of result.problems) write(errorAnnotation(problem, repositoryPath(root, contentDir, problem.file)));
  }
  return result.problems.length === 0 ? 0 : 1;
}
