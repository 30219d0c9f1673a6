import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES } from '../lib/content/document-types';
import { checkContent } from '../lib/content/check';
import { formatProblem } from '../lib/yaml-schema/problem';
import { guideBlocks, metaValue } from './helpers/guide-examples';
import { ROOT } from './helpers/run-check';

/**
 * The guide and the tools agree: every MDX and frontmatter example of
 * CONTRIBUTING.md goes through the content gate in a copy of content/, and passes,
 * or, where the guide shows a mistake on purpose, gives exactly the lines it quotes.
 */
const work = mkdtempSync(join(tmpdir(), 'guide-examples-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const blocks = guideBlocks(ROOT);
const NEUTRAL_FRONTMATTER =
  '---\ntitle: "Exemple du guide"\ndescription: "Un exemple de CONTRIBUTING.md"\ndate: 2026-11-22\nprovider: JOKO\n---\n';
const frontmatterOf = (source: string) => /^---\n[\s\S]*?\n---\n/.exec(source)?.[0] ?? '';

let copies = 0;
/** A fresh copy of content/ with some files written (or whose frontmatter is replaced), checked with the real rules. */
function checkWith(files: Readonly<Record<string, string>>) {
  const dir = join(work, `copie-${(copies += 1)}`);
  cpSync(join(ROOT, 'content'), dir, { recursive: true });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const { problems } = checkContent({
    contentDir: dir,
    publicDir: join(ROOT, 'public'),
    documentTypes: DOCUMENT_TYPES,
    // The real day: the copied content/ holds real check dates, which a fixed day would one day see as future.
    today: new Date().toISOString().slice(0, 10),
  });
  return problems;
}

type Placed = { readonly line: number; readonly path: string; readonly text: string };

/**
 * Examples checked together, in as few copies of content/ as their paths allow (two examples
 * of one file go to different copies): the check reads the whole site each time, about a second.
 * Each example's lines are those naming its file; `others` are the lines naming any other file,
 * which no example may cause.
 */
function checkTogether(examples: readonly Placed[]) {
  const batches: Placed[][] = [];
  for (const example of examples) {
    const batch = batches.find((placed) => placed.every(({ path }) => path !== example.path));
    if (batch) batch.push(example);
    else batches.push([example]);
  }
  const linesOf = new Map<number, string[]>();
  const others: string[] = [];
  for (const batch of batches) {
    const problems = checkWith(Object.fromEntries(batch.map(({ path, text }) => [path, text])));
    for (const example of batch) linesOf.set(example.line, problems.filter(({ file }) => file === example.path).map(formatProblem));
    others.push(...problems.filter(({ file }) => !batch.some(({ path }) => path === file)).map(formatProblem));
  }
  return { linesOf: (line: number) => linesOf.get(line), others };
}

/** Where an example goes, relative to content/. */
const target = (meta: string, key: string) => metaValue(meta, key)?.replace(/^content\//, '');

function fileFor(block: { lang: string; meta: string; text: string }, path: string): string {
  // A data file (content/codes.yaml) is written as it is.
  if (!path.endsWith('.mdx')) return `${block.text}\n`;
  if (block.lang === 'yaml') {
    // A frontmatter example: it replaces the frontmatter of the page it names, whose body stays.
    const existing = join(ROOT, 'content', path);
    const body = existsSync(existing)
      ? readFileSync(existing, 'utf8').slice(frontmatterOf(readFileSync(existing, 'utf8')).length)
      : '\nTexte.\n';
    return `${block.text}\n${body}`;
  }
  return block.text.startsWith('---') ? `${block.text}\n` : `${NEUTRAL_FRONTMATTER}\n${block.text}\n`;
}

const valid = blocks.filter((block) => (block.lang === 'mdx' || block.lang === 'yaml') && metaValue(block.meta, 'erreur') === undefined);
const wrong = blocks.flatMap((block, index) => {
  const path = target(block.meta, 'erreur');
  const expected = blocks[index + 1];
  return path === undefined || expected === undefined ? [] : [{ block, path, expected: expected.text.split('\n') }];
});

/** Each valid example under its own name when the guide gives none, so that all can be checked at once. */
const placedValid: Placed[] = valid.map((block) => {
  const path = target(block.meta, 'fichier') ?? `blog/exemple-du-guide-${block.line}.mdx`;
  return { line: block.line, path, text: fileFor(block, path) };
});
const placedWrong: Placed[] = wrong.map(({ block, path }) => ({ line: block.line, path, text: fileFor(block, path) }));

describe('CONTRIBUTING.md', () => {
  const checkedValid = checkTogether(placedValid);
  const checkedWrong = checkTogether(placedWrong);

  it('has examples of every kind (so the checks below cannot pass empty)', () => {
    expect(valid.filter((block) => block.lang === 'yaml').length).toBeGreaterThanOrEqual(6);
    expect(valid.filter((block) => block.lang === 'mdx').length).toBeGreaterThanOrEqual(10);
    expect(wrong.length).toBeGreaterThanOrEqual(5);
  });

  it.each(valid.map((block) => [block.line] as const))('the example at line %i passes npm run check', (line) => {
    expect(checkedValid.linesOf(line)).toEqual([]);
  });

  it('the valid examples cause no problem in any other file', () => {
    expect(checkedValid.others).toEqual([]);
  });

  it.each(wrong.map((example) => [example.block.line, example] as const))(
    'the mistake at line %i gives exactly the message the guide quotes',
    (line, example) => {
      expect(checkedWrong.linesOf(line)).toEqual(example.expected);
    },
  );

  it('the mistakes cause no problem in any other file', () => {
    expect(checkedWrong.others).toEqual([]);
  });
});
