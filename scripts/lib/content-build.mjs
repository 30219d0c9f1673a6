// @ts-check
// Runs the content build (contentlayer2) on any content folder in an isolated
// temporary copy of the project's build inputs, so that tests and writers can
// check content without touching the project's own .contentlayer output.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * @param {string} contentDir absolute or project-relative path of the content folder
 * @param {{ keep?: string }} [options] `keep`: a folder that receives the generated route list (lib/content/routes.generated.ts)
 * @returns {{ status: number | null, output: string }}
 */
export function runContentBuild(contentDir, options = {}) {
  const work = mkdtempSync(join(tmpdir(), 'content-build-'));
  try {
    cpSync(join(ROOT, 'lib'), join(work, 'lib'), { recursive: true });
    cpSync(join(ROOT, 'contentlayer.config.ts'), join(work, 'contentlayer.config.ts'));
    cpSync(join(ROOT, 'package.json'), join(work, 'package.json'));
    symlinkSync(join(ROOT, 'node_modules'), join(work, 'node_modules'), 'dir');
    const result = spawnSync(join(ROOT, 'node_modules/.bin/contentlayer2'), ['build'], {
      cwd: work,
      // The copy has lib/ but not the components: the content gate reads their props in the project (lib/mdx/vocabulary.ts).
      env: { ...process.env, PWD: work, INIT_CWD: work, CONTENT_DIR: resolve(ROOT, contentDir), MDX_REGISTRY_ROOT: ROOT },
      encoding: 'utf8',
      timeout: 120_000,
    });
    if (options.keep && result.status === 0) {
      cpSync(join(work, 'lib/content/routes.generated.ts'), join(options.keep, 'lib/content/routes.generated.ts'), { recursive: true });
    }
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
