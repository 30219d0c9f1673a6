import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES } from '../contentlayer.config';
import { checkContent } from '../lib/content/check';
import { formatProblem } from '../lib/content/check/problem';
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
  return { dir, lines: problems.map(formatProblem) };
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

describe('CONTRIBUTING.md', () => {
  it('has examples of every kind (so the checks below cannot pass empty)', () => {
    expect(valid.filter((block) => block.lang === 'yaml').length).toBeGreaterThanOrEqual(6);
    expect(valid.filter((block) => block.lang === 'mdx').length).toBeGreaterThanOrEqual(10);
    expect(wrong.length).toBeGreaterThanOrEqual(5);
  });

  it.each(valid.map((block) => [block.line, block] as const))('the example at line %i passes npm run check', (_line, block) => {
    const path = target(block.meta, 'fichier') ?? 'blog/exemple-du-guide.mdx';
    expect(checkWith({ [path]: fileFor(block, path) }).lines).toEqual([]);
  });

  it.each(wrong.map((example) => [example.block.line, example] as const))(
    'the mistake at line %i gives exactly the message the guide quotes',
    (_line, example) => {
      expect(checkWith({ [example.path]: fileFor(example.block, example.path) }).lines).toEqual(example.expected);
    },
  );
});
