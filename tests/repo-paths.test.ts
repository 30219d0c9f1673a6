import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from './helpers/run-check';

/**
 * The docs and the code's comments name only paths that exist: a file moved or renamed
 * leaves no pointer behind. Read: the Markdown at the root and in docs/, and the comments
 * of the code in the source folders and at the root. A path is a token that starts with a
 * top-level folder of the repository (`lib/…`, `e2e/…`), a root configuration file
 * (`next.config.mjs`), or a Markdown link; `*`, `{a,b}`, `<name>` and `…` stand for any name.
 */

/** Top-level folders whose paths are checked. */
const TOP = ['app', 'components', 'lib', 'scripts', 'e2e', 'tests', 'docs', 'content', 'public', 'bench', 'assets', '.github', '.ci'];
/** Folders whose code comments are read (and root files with these extensions). */
const CODE_DIRS = ['app', 'components', 'lib', 'scripts', 'e2e', 'tests'];
const CODE_EXTENSIONS = new Set(['.ts', '.tsx', '.mjs', '.js', '.cjs', '.css']);
/** Never walked: installed, generated or copied trees. */
const SKIPPED_DIRS = new Set(['node_modules', '.git', '.contentlayer', 'test-fixtures', 'test-results', 'playwright-report', '.emulator']);

/**
 * Paths that may be named without existing in a checkout, each with its reason.
 * Keep it short: a stale path is fixed, not listed here.
 */
const ALLOWED: Readonly<Record<string, string>> = {
  'lib/content/routes.generated.ts': 'written by the content build (npm run content), ignored by Git',
  'lib/mdx/vocabulary.generated.json': 'written by npm run check and the content build (lib/mdx/vocabulary.ts), ignored by Git',
  'content/historique-primes.yaml': 'written by the daily amounts snapshot; absent until one has run',
  'content/sources-watch.yaml': 'written by the daily sources watch; absent until one has run',
  'bench/results.json': 'written by npm run bench',
  'bench/scale.json': 'written by npm run bench -- --scale',
  'bench/tmp/': 'the bench’s scratch folder',
  'next.config.js': 'a compared project’s configuration, patched by the bench (scripts/lib/peer-patches.mjs)',
  // Examples of files a writer or developer would create, or gets wrong on purpose.
  'content/blog/exemple.mdx': 'the file of the content gate’s examples',
  'content/blog/parrainage-joko.mdx': 'the writers’ guide’s model article, a file to create',
  'content/banque/boursobank/cartes/ma-carte.mdx': 'the writers’ guide’s model card page, a file to create',
  'content/cashback/mon-portail.mdx': 'the writers’ guide’s model portal page, a file to create',
  'content/equipe.mdx': 'the writers’ guide’s example of a misplaced file',
  'content/banque/fortuneo/divers.mdx': 'the writers’ guide’s example of a misplaced file',
  'public/images/joko-inscription.png': 'the writers’ guide’s example of a missing image',
  'components/mdx/YearlyAmount.tsx': 'the developer guide’s example component, a file to create',
  'components/mdx/YearlyAmount.test.tsx': 'the developer guide’s example component’s test, a file to create',
};

function walk(dir: string, files: string[] = []): string[] {
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name) || entry.name.startsWith('.next')) continue;
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) walk(path, files);
    else files.push(path);
  }
  return files;
}

const ALL_FILES = walk('');
const ALL_DIRS = new Set(
  ALL_FILES.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, index, parts) => parts.slice(0, index + 1).join('/')),
  ),
);

/** The comments of a TypeScript or JavaScript file, with the line each starts on. */
function codeComments(path: string, text: string): { text: string; line: number }[] {
  if (extname(path) === '.css') {
    return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => ({ text: match[0], line: lineAt(text, match.index) }));
  }
  const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Map<number, string>();
  const collect = (ranges: readonly ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) seen.set(range.pos, text.slice(range.pos, range.end));
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...seen].map(([pos, comment]) => ({ text: comment, line: lineAt(text, pos) }));
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

const TOKEN = new RegExp(
  [
    // A path from the root (`@/lib/…` is the same path through the import alias).
    `(?<![\\w./@-])(?:@/)?((?:${TOP.map((dir) => dir.replace('.', '\\.')).join('|')})/[^\\s\`'"(),;|]*)`,
    // A root configuration file.
    `(?<![\\w./@-])([\\w-]+\\.config\\.(?:ts|mjs|js|cjs))\\b`,
  ].join('|'),
  'g',
);
/** A relative Markdown link target: `[text](../README.md#anchor)`. */
const MD_LINK = /\]\((?!https?:|mailto:|#|\/)([^)\s]+)\)/g;

/** A pattern (`*`, `{a,b}`, `<name>`, `…`) as a regular expression over repository paths. */
function patternOf(path: string): RegExp {
  const source = path
    .split(/(\*\*?|\{[^}]*\}|<[^>]*>|…)/)
    .map((part) => {
      if (part === '**' || part === '…') return '.*';
      if (part === '*' || part.startsWith('<')) return '[^/]*';
      if (part.startsWith('{')) return `(?:${part.slice(1, -1).split(',').map(escape).join('|')})`;
      return escape(part);
    })
    .join('');
  return new RegExp(`^${source}$`);
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How a module or a spec is named without its extension (`lib/primes/format`, `e2e/primes-faults`). */
const MODULE_EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '.spec.ts', '/index.ts', '/index.tsx'];

/** A path without what follows it in the sentence: an anchor, a full stop, an unmatched bracket. */
function trimmed(path: string): string {
  let clean = path.replace(/#.*$/, '');
  for (;;) {
    const before = clean;
    clean = clean.replace(/[.:»]+$/, '');
    if (clean.endsWith(']') && clean.split('[').length < clean.split(']').length) clean = clean.slice(0, -1);
    if (clean === before) return clean;
  }
}

function exists(path: string): boolean {
  const clean = trimmed(path);
  if (clean === '' || [clean, ...MODULE_EXTENSIONS.map((extension) => clean + extension)].some((name) => Object.hasOwn(ALLOWED, name)))
    return true;
  if (/[*{<…]/.test(clean)) {
    const pattern = patternOf(clean.replace(/\/$/, ''));
    return ALL_FILES.some((file) => pattern.test(file)) || [...ALL_DIRS].some((dir) => pattern.test(dir));
  }
  const full = join(ROOT, clean);
  if (existsSync(full)) return !clean.endsWith('/') || statSync(full).isDirectory();
  // A module named without its extension (`lib/primes/format`).
  return extname(clean) === '' && MODULE_EXTENSIONS.some((extension) => existsSync(join(ROOT, clean + extension)));
}

type Mention = { readonly where: string; readonly path: string };

function mentionsIn(where: string, text: string, line: number): Mention[] {
  const found: Mention[] = [];
  text.split('\n').forEach((content, offset) => {
    for (const match of content.matchAll(TOKEN)) {
      const path = match[1] ?? match[2];
      if (path) found.push({ where: `${where}:${line + offset}`, path });
    }
  });
  return found;
}

function markdownMentions(file: string): Mention[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const found = mentionsIn(file, text, 1);
  text.split('\n').forEach((content, index) => {
    for (const match of content.matchAll(MD_LINK)) {
      const target = decodeURIComponent((match[1] ?? '').replace(/#.*$/, ''));
      if (target) found.push({ where: `${file}:${index + 1}`, path: relative(ROOT, join(ROOT, dirname(file), target)) });
    }
  });
  return found;
}

function codeMentions(file: string): Mention[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return codeComments(file, text).flatMap((comment) => mentionsIn(file, comment.text, comment.line));
}

const markdownFiles = ALL_FILES.filter((file) => /^(?:[^/]+|docs\/[^/]+)\.md$/.test(file));
const codeFiles = ALL_FILES.filter(
  (file) =>
    CODE_EXTENSIONS.has(extname(file)) &&
    (CODE_DIRS.includes(file.split('/')[0] ?? '') || !file.includes('/')) &&
    !file.startsWith('e2e/fixtures/content/') &&
    !Object.hasOwn(ALLOWED, file),
);

describe('paths named by the docs and the comments', () => {
  it('reads the docs and the code', () => {
    expect(markdownFiles).toEqual(expect.arrayContaining(['README.md', 'CONTRIBUTING.md', 'docs/architecture.md']));
    expect(codeFiles.length).toBeGreaterThan(200);
  });

  it('every path a doc or a comment names exists', () => {
    const mentions = [...markdownFiles.flatMap(markdownMentions), ...codeFiles.flatMap(codeMentions)];
    expect(mentions.length).toBeGreaterThan(300);
    const stale = mentions.filter(({ path }) => !exists(path)).map(({ where, path }) => `${where}: ${trimmed(path)}`);
    expect(stale).toEqual([]);
  });
});

/** A day: 2026-11-20, « 27 novembre », « November 27 », « 27 November ». */
const MONTHS =
  'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|January|February|March|April|May|June|July|August|September|October|November|December';
const DATE = new RegExp(`\\b20\\d\\d-[01]\\d-[0-3]\\d\\b|\\b\\d{1,2}(?:er)? (?:${MONTHS})\\b|\\b(?:${MONTHS}) \\d{1,2}\\b`);
/** A measured figure: a duration, a size or a share (`142 kB`, `2.5 s`, `2:03`, `12 %`). */
const FIGURE = /\b\d+(?:[.,]\d+)?[\s\u00a0\u202f]?(?:ms|s|min|kB|KB|MB|%)(?![\w])|\b\d{1,2}:\d\d\b(?![:\d])/;

describe('comments of the source folders', () => {
  it('carry no dated measurement: the figures go to BENCHMARKS.md, the history to commit messages', () => {
    const dated = codeFiles
      .filter((file) => ['app', 'components', 'lib', 'scripts'].includes(file.split('/')[0] ?? '') && !/\.test\.tsx?$/.test(file))
      .flatMap((file) =>
        codeComments(file, readFileSync(join(ROOT, file), 'utf8')).flatMap(({ text, line }) => {
          const lines = text.split('\n');
          // A date and a figure within two consecutive lines of one comment.
          return lines.flatMap((content, index) => {
            const near = `${content} ${lines[index + 1] ?? ''}`;
            return DATE.test(content) && FIGURE.test(near) ? [`${file}:${line + index}: ${content.trim()}`] : [];
          });
        }),
      );
    expect(dated).toEqual([]);
  });
});
