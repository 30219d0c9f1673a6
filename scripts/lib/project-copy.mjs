// @ts-check
// A copy of the project's build inputs under test-fixtures/, with its own content
// folder: the fixture site and the live-preview test build and serve there, so
// their .contentlayer, route list and Next.js build never touch the real ones.
// No node_modules and no lockfile in the copy: Node.js and Next.js resolve packages
// from the repository's node_modules, one level up.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';

export const ROOT = resolve(import.meta.dirname, '../..');
const FOLDERS = ['app', 'assets', 'components', 'lib', 'public', 'scripts'];
const topLevel = () =>
  readdirSync(ROOT, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        /\.(ts|tsx|mjs|json|rules)$/.test(entry.name) &&
        entry.name !== 'package-lock.json' &&
        !/^(vitest|playwright)\.config\./.test(entry.name),
    )
    .map((entry) => entry.name);

/**
 * Refreshes `target` with the project's sources and `fillContent(target/content)`.
 * Build output already in `target` (.next-…, .contentlayer) is kept, so an unchanged
 * copy is not rebuilt.
 * @param {string} target
 * @param {(contentDir: string) => void} fillContent
 */
export function copyProject(target, fillContent) {
  mkdirSync(target, { recursive: true });
  for (const folder of FOLDERS) {
    rmSync(join(target, folder), { recursive: true, force: true });
    if (existsSync(join(ROOT, folder))) cpSync(join(ROOT, folder), join(target, folder), { recursive: true });
  }
  for (const file of topLevel()) cpSync(join(ROOT, file), join(target, file));
  rmSync(join(target, 'content'), { recursive: true, force: true });
  fillContent(join(target, 'content'));
}

const require = createRequire(import.meta.url);
/**
 * The command line of a package's executable, found the way Node.js finds the
 * package (so it works from a copy of the project too).
 * @param {'next' | 'contentlayer2'} name
 * @returns {[string, string]}
 */
export function packageBin(name) {
  const path = name === 'next' ? 'dist/bin/next' : 'bin/cli.cjs';
  return [process.execPath, join(dirname(require.resolve(`${name}/package.json`)), path)];
}
