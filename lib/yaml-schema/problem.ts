/** One content problem, where the writer must look: 1-based line and column, relative path. */
export type ContentProblem = {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly message: string;
};

/** The single output line of a problem: `fichier:ligne:colonne  message`. */
export function formatProblem(problem: ContentProblem): string {
  return `${problem.file}:${problem.line}:${problem.column}  ${problem.message}`;
}

/** File order, then position, so the report reads top to bottom like the files. */
export function sortProblems(problems: readonly ContentProblem[]): ContentProblem[] {
  return [...problems].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.message.localeCompare(b.message),
  );
}

/** The closing line of the report: French plural, and a clear « aucun » when all is well. */
export function summaryLine(problems: number, files: number): string {
  const pages = `${files} fichier${files > 1 ? 's' : ''} vérifié${files > 1 ? 's' : ''}`;
  if (problems === 0) return `Aucun problème (${pages}).`;
  return `${problems} problème${problems > 1 ? 's' : ''} (${pages}).`;
}

/** Line and column (1-based) of a character offset in a text. */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let index = text.indexOf('\n'); index !== -1 && index < offset; index = text.indexOf('\n', index + 1)) {
    line += 1;
    lineStart = index + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
