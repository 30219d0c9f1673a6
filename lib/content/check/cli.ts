import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { AFTER_LABEL, DOCUMENT_TYPES } from '../document-types';
import { errorAnnotation, repositoryPath } from './annotations';
import { FIX_HINT } from './file';
import { checkContent } from './index';
import type { AmountsToCheck } from './offer-records';
import { formatProblem, summaryLine } from '../../yaml-schema/problem';

/** `--document fichier.json`: a settings document to hold against the records instead of the default one (an export of the live one). */
function documentToCheck(argv: readonly string[], root: string, write: (line: string) => void): AmountsToCheck | undefined | false {
  const at = argv.indexOf('--document');
  if (at === -1) return undefined;
  const path = argv[at + 1];
  if (path === undefined || path.startsWith('--')) {
    write('--document\u00a0: donnez le fichier JSON du document de primes, par exemple --document primes.json');
    return false;
  }
  const file = resolve(root, path);
  try {
    const values: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof values !== 'object' || values === null || Array.isArray(values)) throw new Error('pas un objet JSON');
    return { values: values as Record<string, unknown>, label: relative(root, file) };
  } catch (error) {
    write(`${path}\u00a0: document de primes illisible (${error instanceof Error ? error.message : String(error)})`);
    return false;
  }
}

/**
 * `npm run check [-- --fix] [--document fichier.json] [dossier]`: prints one line per problem, then a count,
 * and nothing else; exit code 0 when the content is clean, 1 otherwise. On GitHub
 * Actions (GITHUB_ACTIONS=true), each problem is also printed as a workflow command,
 * which GitHub turns into an annotation on the file's line and hides from the log.
 */
export function runCheck(argv: readonly string[], root: string, write: (line: string) => void, env: Readonly<Record<string, string | undefined>> = process.env): number {
  const fix = argv.includes('--fix');
  const amounts = documentToCheck(argv, root, write);
  if (amounts === false) return 1;
  const documentAt = argv.indexOf('--document');
  const folder = argv.find((arg, index) => !arg.startsWith('--') && (documentAt === -1 || index !== documentAt + 1)) ?? env.CONTENT_DIR ?? 'content';
  const contentDir = resolve(root, folder);
  if (!existsSync(contentDir)) {
    write(`${folder}\u00a0: dossier de contenu introuvable`);
    return 1;
  }
  const result = checkContent({
    contentDir,
    publicDir: resolve(root, 'public'),
    documentTypes: DOCUMENT_TYPES,
    afterLabel: AFTER_LABEL,
    fix,
    ...(amounts ? { amounts } : {}),
  });
  for (const problem of result.fixed) write(formatProblem({ ...problem, message: `corrigé\u00a0: ${problem.message.replace(` ${FIX_HINT}`, '')}` }));
  for (const problem of result.problems) write(formatProblem(problem));
  for (const notice of result.notices) write(formatProblem(notice));
  if (fix) write(`${result.fixed.length} correction${result.fixed.length > 1 ? 's' : ''} appliquée${result.fixed.length > 1 ? 's' : ''}.`);
  write(summaryLine(result.problems.length, result.files.length));
  if (env.GITHUB_ACTIONS === 'true') {
    for (const problem of result.problems) write(errorAnnotation(problem, repositoryPath(root, contentDir, problem.file)));
  }
  return result.problems.length === 0 ? 0 : 1;
}
