import { isAbsolute, join, relative, sep } from 'node:path';
import type { ContentProblem } from '../../yaml-schema/problem';

/** GitHub's escaping of a workflow command's message (`%`, carriage return, line feed). */
export const escapeData = (text: string): string => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

/** A property value (`file=…`) also escapes the `:` and `,` that separate properties. */
export const escapeProperty = (text: string): string => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/**
 * Where GitHub shows an annotation: the path from the repository root. A folder
 * outside the repository (a test's temporary one) keeps its absolute path.
 */
export function repositoryPath(root: string, contentDir: string, file: string): string {
  const absolute = join(contentDir, file);
  const path = relative(root, absolute);
  const outside = path === '..' || path.startsWith(`..${sep}`) || isAbsolute(path);
  return (outside ? absolute : path).split(sep).join('/');
}

/**
 * `::error file=…,line=…,col=…::message`: on GitHub Actions, the problem is shown
 * on the pull request's line, besides the log's own line.
 */
export function errorAnnotation(problem: ContentProblem, path: string): string {
  return `::error file=${escapeProperty(path)},line=${problem.line},col=${problem.column}::${escapeData(problem.message)}`;
}
