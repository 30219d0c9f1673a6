import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { AFTER_LABEL, DOCUMENT_TYPES } from '../../../contentlayer.config';
import { FIX_HINT } from './file';
import { checkContent } from './index';
import { formatProblem, summaryLine } from './problem';

/**
 * `npm run check [-- --fix] [dossier]`: prints one line per problem, then a count,
 * and nothing else; exit code 0 when the content is clean, 1 otherwise.
 */
export function runCheck(argv: readonly string[], root: string, write: (line: string) => void): number {
  const fix = argv.includes('--fix');
  const folder = argv.find((arg) => !arg.startsWith('--')) ?? process.env.CONTENT_DIR ?? 'content';
  if (!existsSync(resolve(root, folder))) {
    write(`${folder}\u00a0: dossier de contenu introuvable`);
    return 1;
  }
  const result = checkContent({
    contentDir: resolve(root, folder),
    publicDir: resolve(root, 'public'),
    documentTypes: DOCUMENT_TYPES,
    afterLabel: AFTER_LABEL,
    fix,
  });
  for (const problem of result.fixed) write(formatProblem({ ...problem, message: `corrigé\u00a0: ${problem.message.replace(` ${FIX_HINT}`, '')}` }));
  for (const problem of result.problems) write(formatProblem(problem));
  if (fix) write(`${result.fixed.length} correction${result.fixed.length > 1 ? 's' : ''} appliquée${result.fixed.length > 1 ? 's' : ''}.`);
  write(summaryLine(result.problems.length, result.files.length));
  return result.problems.length === 0 ? 0 : 1;
}
