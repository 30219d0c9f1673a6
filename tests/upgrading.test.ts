import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * UPGRADING.md lists every reliance on behaviour of Next.js, React, Turbopack or contentlayer2 that no public API
 * promises, each with the test that fails when it changes. The count it states is the count of its rows, and each
 * test it names exists.
 */
const ROOT = resolve(import.meta.dirname, '..');
const text = readFileSync(resolve(ROOT, 'UPGRADING.md'), 'utf8');
/** The table rows of the reliances: `| S1. … | where | breaks | tests |`. */
const rows = [...text.matchAll(/^\| ([SCW])(\d+)\. (.*)$/gm)].map(([, kind = '', number = '', rest = '']) => ({
  id: `${kind}${number}`,
  kind,
  number: Number(number),
  cells: rest
    .replace(/\|\s*$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim()),
}));
const numbersOf = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => row.number);
const oneToN = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('UPGRADING.md', () => {
  it('states the count of the reliances it lists, browser-side ones apart (5 at most)', () => {
    const stated =
      /^(\d+) reliances: (\d+) on the server, the build and the tests' tooling \(S1–S(\d+), C1–C(\d+)\), (\d+) in the browser \(W1–W(\d+)\)/m.exec(
        text,
      );
    expect(stated, 'the line « N reliances: … »').not.toBeNull();
    const [total, server, lastS, lastC, browser, lastW] = (stated ?? []).slice(1).map(Number);
    expect(numbersOf('S')).toEqual(oneToN(lastS ?? 0));
    expect(numbersOf('C')).toEqual(oneToN(lastC ?? 0));
    expect(numbersOf('W')).toEqual(oneToN(lastW ?? 0));
    expect(server).toBe(numbersOf('S').length + numbersOf('C').length);
    expect(browser).toBe(numbersOf('W').length);
    expect(total).toBe(rows.length);
    expect(browser).toBeLessThanOrEqual(5);
  });

  it('names for each reliance a test that exists, and the titles it quotes are in that file', () => {
    const wrong: string[] = [];
    for (const { id, cells } of rows) {
      if (cells.length !== 4) wrong.push(`${id}: ${cells.length} columns, not 4`);
      const segments = (cells.at(-1) ?? '').split(';').flatMap((segment) => {
        const path = /`((?:e2e|tests|lib|scripts)\/[^`]+\.(?:ts|tsx|mjs))`/.exec(segment)?.[1];
        return path ? [{ path, segment }] : [];
      });
      if (segments.length === 0) wrong.push(`${id}: no test file named`);
      for (const { path, segment } of segments) {
        if (!existsSync(resolve(ROOT, path))) {
          wrong.push(`${id}: ${path} does not exist`);
          continue;
        }
        const source = readFileSync(resolve(ROOT, path), 'utf8');
        for (const [, title = ''] of segment.matchAll(/'([^']{6,})'/g))
          for (const part of title.split('…').map((fragment) => fragment.trim()))
            if (part.length > 3 && !source.includes(part)) wrong.push(`${id}: « ${part} » not in ${path}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
