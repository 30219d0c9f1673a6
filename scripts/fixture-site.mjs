// The third end-to-end server (playwright.config.ts): the site built from the
// fixture content (content/ + e2e/fixtures/content/, scripts/lib/fixture-content.mjs),
// so that test-only pages never enter the production build. It builds in a copy of
// the project under test-fixtures/site/ (its own .contentlayer, route list and
// NEXT_DIST_DIR, so the real build's files are never touched), rebuilds only when an
// input changed, and serves on HOSTNAME:PORT with the committed default document as
// a fixed snapshot (what these pages test is not the live values).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { assembleFixtureContent } from './lib/fixture-content.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const BIN = join(ROOT, 'node_modules', '.bin');
const SITE = join(ROOT, 'test-fixtures', 'site');
const FOLDERS = ['app', 'assets', 'components', 'lib', 'public', 'scripts'];
// Top-level build inputs; no lockfile, so Next.js takes the repository as the workspace
// root and resolves packages from its node_modules.
const topLevel = () =>
  readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs|json|rules)$/.test(entry.name) && entry.name !== 'package-lock.json' && !/^(vitest|playwright)\.config\./.test(entry.name))
    .map((entry) => entry.name);

mkdirSync(SITE, { recursive: true });
for (const folder of FOLDERS) {
  rmSync(join(SITE, folder), { recursive: true, force: true });
  if (existsSync(join(ROOT, folder))) cpSync(join(ROOT, folder), join(SITE, folder), { recursive: true });
}
for (const file of topLevel()) cpSync(join(ROOT, file), join(SITE, file));
assembleFixtureContent(join(SITE, 'content'));

const env = {
  ...process.env,
  // contentlayer takes its working folder from PWD (or INIT_CWD under npm), not from cwd.
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
    const result = spawnSync(join(BIN, command), args, { cwd: SITE, env, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`${command} ${args.join(' ')} a échoué (code ${result.status})`);
      process.exit(1);
    }
  }
  saveBuildStamp(fingerprint, env);
}
const port = env.PORT ?? '3109';
const host = env.HOSTNAME ?? '127.0.0.1';
const child = spawn(join(BIN, 'next'), ['start', '-H', host, '-p', port], { cwd: SITE, env, stdio: 'inherit' });
console.log(`Site de test servi sur http://${host}:${port}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
