// What the end-to-end fixture site adds to a copy of the project:
// - its content: content/ overlaid with the files of e2e/fixtures/content/ (test-only
//   pages such as /essai-erreur, data files such as codes.yaml). A fixture file replaces
//   the content file of the same path, so a test can change one page or one data file
//   without copying the rest;
// - its test-only modules, e2e/fixtures/overrides/, copied over the project at the same
//   paths: the production tree holds a stand-in that renders nothing
//   (components/page/TestPageExtras.tsx), never a test component.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const FIXTURE_CONTENT = join(ROOT, 'e2e', 'fixtures', 'content');
export const FIXTURE_OVERRIDES = join(ROOT, 'e2e', 'fixtures', 'overrides');

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

/**
 * Copies the test-only modules over the project copy in `target`, each at its own path.
 * @param {string} target
 * @param {string} [from]
 */
export function overlayFixtureModules(target, from = FIXTURE_OVERRIDES) {
  cpSync(from, target, { recursive: true, force: true });
}
