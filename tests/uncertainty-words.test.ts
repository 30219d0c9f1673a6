import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

/**
 * How the site says that a fact is not settled (« à confirmer », « non confirmé ») is written in
 * one file, lib/offers/uncertainty.ts: every surface imports its words, so none can drift to
 * another spelling. Comments may name the words; code and JSX may not.
 */
const ROOT = join(import.meta.dirname, '..');
const HOME = 'lib/offers/uncertainty.ts';
const FOLDERS = ['app', 'components', 'lib'];
const WORDS = /à confirmer|non confirmée?s?|pas confirmée?s?/i;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(?:ts|tsx|mjs)$/.test(name) && !/\.test\.tsx?$|\.generated\./.test(name) ? [path] : [];
  });
}

/** The text without its comments (line and block), so that only what runs is searched. */
const withoutComments = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

it('says « à confirmer » and its siblings in lib/offers/uncertainty.ts only', () => {
  const found = FOLDERS.flatMap((folder) => sources(join(ROOT, folder)))
    .map((file) => relative(ROOT, file))
    .filter((file) => file !== HOME && WORDS.test(withoutComments(readFileSync(join(ROOT, file), 'utf8'))));
  expect(found).toEqual([]);
  expect(readFileSync(join(ROOT, HOME), 'utf8')).toMatch(WORDS);
});

it('finds the words in code and not in comments', () => {
  expect(WORDS.test(withoutComments("const a = ' (à confirmer)';"))).toBe(true);
  expect(WORDS.test(withoutComments('// said « à confirmer »\n/* non confirmé */ const a = 1;'))).toBe(false);
});
