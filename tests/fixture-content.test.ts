import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { assembleFixtureContent } from '../scripts/lib/fixture-content.mjs';
import { runCheckCli, writeTree } from './helpers/run-check';

/** The end-to-end fixture content: content/ overlaid with e2e/fixtures/content/ (scripts/lib/fixture-content.mjs). */
const work = mkdtempSync(join(tmpdir(), 'fixture-content-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

it('adds the fixture files and replaces the content files of the same path', () => {
  writeTree(join(work, 'content'), { 'index.mdx': 'accueil', 'codes.yaml': 'vrais codes', 'blog/a.mdx': 'article' });
  writeTree(join(work, 'overlay'), { 'codes.yaml': 'codes d’essai', 'essai-x.mdx': 'essai' });
  const target = join(work, 'assembled');
  assembleFixtureContent(target, { content: join(work, 'content'), overlay: join(work, 'overlay') });
  expect((readdirSync(target, { recursive: true }) as string[]).sort()).toEqual([
    'blog',
    'blog/a.mdx',
    'codes.yaml',
    'essai-x.mdx',
    'index.mdx',
  ]);
  expect(readFileSync(join(target, 'codes.yaml'), 'utf8')).toBe('codes d’essai');
  expect(readFileSync(join(target, 'index.mdx'), 'utf8')).toBe('accueil');
});

it('the real fixture content passes the content gate, test-only pages included', async () => {
  const target = join(work, 'real');
  assembleFixtureContent(target);
  const result = await runCheckCli([target]);
  expect(result.stdout).toMatch(/^Aucun problème \(\d+ fichiers vérifiés\)\.\n$/);
  expect(readdirSync(target)).toEqual(expect.arrayContaining(['essai-erreur.mdx', 'essai-parrainage.mdx']));
});
