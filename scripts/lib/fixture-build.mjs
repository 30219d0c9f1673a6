// @ts-check
// Builds the fixture site (playwright.config.ts's second server, a preview): the project copied under
// test-fixtures/site/ with the fixture content (content/ + e2e/fixtures/content/) and the
// test-only modules (e2e/fixtures/overrides/), so that test-only pages and code never enter
// the production build. Its own .contentlayer, route list and NEXT_DIST_DIR: the real
// build's files are never touched. Rebuilds only when an input changed.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { assembleFixtureContent, overlayFixtureModules } from './fixture-content.mjs';
import { ROOT, copyProject, packageBin } from './project-copy.mjs';

export const FIXTURE_SITE = join(ROOT, 'test-fixtures', 'site');

/**
 * Refreshes the copy and builds it if stale; returns the environment to serve it with.
 * The committed default document is a fixed snapshot there: what these pages test is not the live values.
 * @param {NodeJS.ProcessEnv} baseEnv
 * @param {(line: string) => void} [log]
 */
export async function buildFixtureSite(baseEnv, log = console.log) {
  copyProject(FIXTURE_SITE, assembleFixtureContent);
  // After the copy, which refreshes the project's folders: a test-only module replaces the
  // production stand-in of the same path (components/page/TestPageExtras.tsx) in the copy only.
  overlayFixtureModules(FIXTURE_SITE);
  const env = {
    ...baseEnv,
    // contentlayer2 takes its working folder from PWD, not from cwd (0.5.8 reads only PWD; INIT_CWD is set in case a version reads it).
    PWD: FIXTURE_SITE,
    INIT_CWD: FIXTURE_SITE,
    NEXT_DIST_DIR: baseEnv.NEXT_DIST_DIR ?? '.next-fixture',
    NEXT_PUBLIC_PRIMES_SOURCE: 'static',
    NEXT_TELEMETRY_DISABLED: '1',
    // The copy has no tests/ folder, which some lib/ tests import: its types are checked in the
    // real tree (tsconfig.json includes e2e/fixtures/overrides/), not again here.
    SITE_TYPES_CHECKED: '1',
  };
  const { buildFingerprint, isBuildCurrent, saveBuildStamp } = await import(
    pathToFileURL(join(FIXTURE_SITE, 'scripts/lib/build-stamp.mjs')).href
  );
  const fingerprint = buildFingerprint(env);
  if (isBuildCurrent(fingerprint, env)) return { env, rebuilt: false };
  log('Site de test (contenu + e2e/fixtures/content)\u00a0: construction…');
  for (const [command, args] of /** @type {const} */ ([
    ['contentlayer2', ['build']],
    ['next', ['build']],
  ])) {
    const [node, script] = packageBin(command);
    const result = spawnSync(node, [script, ...args], { cwd: FIXTURE_SITE, env, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} a échoué (code ${result.status})`);
  }
  saveBuildStamp(fingerprint, env);
  return { env, rebuilt: true };
}
