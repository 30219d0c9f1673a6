// The third end-to-end server (playwright.config.ts): the site built from the
// fixture content (content/ + e2e/fixtures/content/, scripts/lib/fixture-content.mjs)
// and the test-only modules (e2e/fixtures/overrides/), so that test-only pages and
// code never enter the production build. It builds in a copy of the project under
// test-fixtures/site/ (its own .contentlayer, route list and NEXT_DIST_DIR, so the
// real build's files are never touched), rebuilds only when an input changed, and
// serves on HOSTNAME:PORT with the committed default document as a fixed snapshot
// (what these pages test is not the live values).
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { assembleFixtureContent, overlayFixtureModules } from './lib/fixture-content.mjs';
import { ROOT, copyProject, packageBin } from './lib/project-copy.mjs';

const SITE = join(ROOT, 'test-fixtures', 'site');
copyProject(SITE, assembleFixtureContent);
// After the copy, which refreshes the project's folders: a test-only module replaces the
// production stand-in of the same path (components/page/TestPageExtras.tsx) in the copy only.
overlayFixtureModules(SITE);

const env = {
  ...process.env,
  // contentlayer2 takes its working folder from PWD, not from cwd (0.5.8 reads only PWD; INIT_CWD is set in case a version reads it).
  PWD: SITE,
  INIT_CWD: SITE,
  NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next-fixture',
  NEXT_PUBLIC_PRIMES_SOURCE: 'static',
  NEXT_TELEMETRY_DISABLED: '1',
};
const { buildFingerprint, isBuildCurrent, saveBuildStamp } = await import(pathToFileURL(join(SITE, 'scripts/lib/build-stamp.mjs')).href);
const fingerprint = buildFingerprint(env);
if (!isBuildCurrent(fingerprint, env)) {
  console.log('Site de test (contenu + e2e/fixtures/content)\u00a0: construction…');
  for (const [command, args] of [
    ['contentlayer2', ['build']],
    ['next', ['build']],
  ]) {
    const [node, script] = packageBin(/** @type {'next' | 'contentlayer2'} */ (command));
    const result = spawnSync(node, [script, ...args], { cwd: SITE, env, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`${command} ${args.join(' ')} a échoué (code ${result.status})`);
      process.exit(1);
    }
  }
  saveBuildStamp(fingerprint, env);
}
const port = env.PORT ?? '3109';
const host = env.HOSTNAME ?? '127.0.0.1';
// The copy's own server.mjs, as `npm start` serves the real site (scripts/lib/site-server.mjs).
const child = spawn(process.execPath, [join(SITE, 'server.mjs')], {
  cwd: SITE,
  env: { ...env, PORT: port, HOSTNAME: host },
  stdio: 'inherit',
});
console.log(`Site de test servi sur http://${host}:${port}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
