import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { runContentBuild } from '../scripts/lib/content-build.mjs';
import { guideBlocks, metaValue } from './helpers/guide-examples';
import { ROOT, runCheckCli } from './helpers/run-check';

/**
 * A writer adds a blog article, a card page and a portal page, copied from the
 * guide's « Mes premiers pas », to a copy of content/ and changes nothing else: the
 * content gate and the real content build accept them, and the generated route list
 * (from which every test reads its pages) holds them.
 */
const work = mkdtempSync(join(tmpdir(), 'new-pages-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

it('the three model pages of the guide need no change outside content/', async () => {
  const models = guideBlocks(ROOT).filter(
    (block) => block.lang === 'mdx' && block.text.startsWith('---') && metaValue(block.meta, 'fichier'),
  );
  const paths = models.map((block) => (metaValue(block.meta, 'fichier') ?? '').replace(/^content\//, ''));
  expect(paths).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^blog\//),
      expect.stringMatching(/^banque\/[^/]+\/cartes\//),
      expect.stringMatching(/^cashback\//),
    ]),
  );

  const content = join(work, 'content');
  cpSync(join(ROOT, 'content'), content, { recursive: true });
  models.forEach((block, index) => {
    const file = join(content, paths[index] ?? '');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${block.text}\n`);
  });

  const check = await runCheckCli([content]);
  expect(check.stdout).toMatch(/^Aucun problème \(\d+ fichiers vérifiés\)\.\n$/);

  const build = runContentBuild(content, { keep: join(work, 'generated') });
  expect(build.status, build.output).toBe(0);
  const routes = readFileSync(join(work, 'generated', 'lib/content/routes.generated.ts'), 'utf8');
  for (const path of paths) expect(routes).toContain(`"/${path.replace(/\.mdx$/, '')}"`);
}, 120_000);
