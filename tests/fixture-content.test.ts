import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { FIXTURE_OVERRIDES, assembleFixtureContent, overlayFixtureModules } from '../scripts/lib/fixture-content.mjs';
import { runCheckCli, writeTree } from './helpers/run-check';

/**
 * The end-to-end fixture site (scripts/lib/fixture-content.mjs): content/ overlaid with
 * e2e/fixtures/content/, and the project copy overlaid with e2e/fixtures/overrides/.
 */
const ROOT = join(import.meta.dirname, '..');
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
  // No problem; one record to re-check, said without failing: its watched source changed after its check (e2e/fixtures/content/sources-watch.yaml).
  expect(result.stdout).toMatch(
    /^offres\/joko\.yaml:1:1 {2}à revérifier\u00a0: la source «\u00a0aide\u00a0» \(https:\/\/support\.joko\.com\/\) a changé le 24 novembre 2026, après la vérification du 20 novembre 2026\nAucun problème \(\d+ fichiers vérifiés\)\.\n$/,
  );
  expect(result.status).toBe(0);
  expect(readdirSync(target)).toEqual(expect.arrayContaining(['essai-erreur.mdx', 'essai-parrainage.mdx']));
});

it('copies the test-only modules over the project copy, replacing the module of the same path', () => {
  const copy = join(work, 'copy');
  writeTree(copy, { 'components/page/Extras.tsx': 'rien', 'components/page/Other.tsx': 'autre' });
  writeTree(join(work, 'overrides'), { 'components/page/Extras.tsx': 'essai', 'components/page/Throws.tsx': 'erreur' });
  overlayFixtureModules(copy, join(work, 'overrides'));
  expect(readFileSync(join(copy, 'components/page/Extras.tsx'), 'utf8')).toBe('essai');
  expect(readFileSync(join(copy, 'components/page/Throws.tsx'), 'utf8')).toBe('erreur');
  expect(readFileSync(join(copy, 'components/page/Other.tsx'), 'utf8')).toBe('autre');
});

it('the real test-only modules replace only the production stand-in, which the production tree still has', () => {
  const overrides = readdirSync(FIXTURE_OVERRIDES, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(FIXTURE_OVERRIDES, join(entry.parentPath, entry.name)));
  // Renaming the stand-in without its override would leave the test pages without their test code.
  expect(overrides.filter((file) => existsSync(join(ROOT, file)))).toEqual(['components/page/TestPageExtras.tsx']);
  expect(overrides).toContain('components/page/ThrowAfterMount.tsx');
});
