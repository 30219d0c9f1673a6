// `npm test`: every test layer, fastest first, then one closing line with the totals.
// 0. content gate (French, one line per problem)  1. content build (strict; generates the typed route list)  2. type-check
// 3. Vitest: unit, component and integration (real Firestore emulator)
// 4. Playwright: end to end against the production build in Debian Chromium
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { freePort } from './lib/emulator.mjs';

// Before anything is built: the end-to-end tests need Debian's Chromium (scripts/lib/chromium.mjs).
const chromium = ensureChromium();
if (!chromium.ok) {
  console.error(chromium.message);
  process.exit(1);
}

const ROOT = resolve(import.meta.dirname, '..');
const BIN = join(ROOT, 'node_modules', '.bin');
const OUT = join(ROOT, 'test-results', 'summary');
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

const run = (label, command, args, env = process.env) => {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(join(BIN, command), args, { cwd: ROOT, env, stdio: 'inherit' });
  return result.status === 0;
};

let passed = 0;
let failed = 0;
const steps = [];
const step = (label, ok) => {
  steps.push(`${ok ? 'ok  ' : 'FAIL'} ${label}`);
  return ok;
};

console.log('\n=== Content check ===');
const check = spawnSync(process.execPath, [join(ROOT, 'scripts/check-content.mjs')], { cwd: ROOT, stdio: 'inherit' });
if (!step('content check', check.status === 0)) failed += 1;
else passed += 1;
if (!step('content build', run('Content build', 'contentlayer2', ['build']))) failed += 1;
else passed += 1;
if (!step('type-check', run('Type-check', 'tsc', ['--noEmit']))) failed += 1;
else passed += 1;

const vitestJson = join(OUT, 'vitest.json');
step('vitest', run('Vitest (unit, component, integration)', 'vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]));
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numFailedTestSuites ?? 0);
} else failed += 1;

const playwrightJson = join(OUT, 'playwright.json');
const e2eEnv = {
  ...process.env,
  E2E_PORT: String(process.env.E2E_PORT ?? (await freePort(3107))),
  E2E_EMULATOR_PORT: String(process.env.E2E_EMULATOR_PORT ?? (await freePort(8797))),
  E2E_FIXTURE_PORT: String(process.env.E2E_FIXTURE_PORT ?? (await freePort(3109))),
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
};
step('playwright', run('Playwright (end to end)', 'playwright', ['test'], e2eEnv));
if (existsSync(playwrightJson)) {
  const { stats } = JSON.parse(readFileSync(playwrightJson, 'utf8'));
  passed += stats.expected;
  failed += stats.unexpected + stats.flaky;
} else failed += 1;

console.log(`\n${steps.join('\n')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && steps.every((line) => line.startsWith('ok')) ? 0 : 1);
