// The content of the end-to-end fixture site: content/ overlaid with the files of
// e2e/fixtures/content/ (test-only pages such as /essai-erreur, data files such as
// codes.yaml). A fixture file replaces the content file of the same path, so a test
// can change one page or one data file without copying the rest.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
export const FIXTURE_CONTENT = join(ROOT, 'e2e', 'fixtures', 'content');

/**
 * Writes content/ + the fixture overlay into `target` (emptied first).
 * @param {string} target
 * @param {{ content?: string, overlay?: string }} [from]
 */
export function assembleFixtureContent(target, from = {}) {
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  cpSync(from.content ?? join(ROOT, 'content'), target, { recursive: true });
  cpSync(from.overlay ?? FIXTURE_CONTENT, target, { recursive: true, force: true });
}
