// `npm test`: every test layer, fastest first, then the time of each phase and one closing line with the totals.
// 0. content gate (French, one line per problem)  1. content build (strict; generates the typed route list)  2. Next.js's route
// types  3. lint, format, the type-check and knip (unused files, exports and dependencies), side by side (each reads only)
// 4. Vitest: unit, component and integration (real Firestore emulator), while the end-to-end sites build beside it at
//    low priority (scripts/e2e-build.mjs)
// 5. Playwright: end to end against those builds in Debian's Chromium headless shell (its servers find them current and only serve)
// `npm run test:fast` (--fast) is phases 0 to 4 without the builds and without the Vitest files that start a process of
// their own (`*.integration.test.*`: Firestore emulator, `npm run dev`, a content build in a copy): the everyday loop. `--skip=lint,format,…` leaves
// out read-only checks another job has run (.github/workflows/pull-request.yml); the summary names them.
// No test asserts a duration the machine decides: the product's delays are tested on a controlled clock, and
// machine-speed figures are `npm run bench`'s. `npm run test:steady` runs the timing-sensitive browser specs under load.
//
// Two production builds, each made once (scripts/e2e-build.mjs, environments in e2e/servers.mjs). They differ in
// what Next.js inlines at build time or reads from the content folder, which is why neither can serve the other's specs:
//   main     .next          the build visitors get, reading the emulator seeded with the default document; every spec
//                           but those below. Pages regenerate every 15 s (SITE_REFRESH_SECONDS) so e2e/primes.spec.ts
//                           sees the HTML follow a changed document. e2e/primes-restart.spec.ts serves a copy of it
//                           (.next-restart) with its own Firestore address and a 3 s interval, which the server reads
//                           when it starts (lib/primes/server.ts)
//   fixture  test-fixtures/site  content/ plus e2e/fixtures/content (test-only pages, the site's codes, a history of
//                           amounts), deployed as a pull-request preview (DEPLOY_ENV=preview) with the committed document
//                           as a fixed snapshot: the error page, site codes, calendar, copy button and history specs;
//                           noindex, empty sitemap, banner (e2e/preview.spec.ts); amounts that cannot change under
//                           e2e/open-data.spec.ts's comparison of /offres.json with the pages
// Firestore emulators (Java), each started and stopped by what needs it:
//   - one per Vitest integration file that reads Firestore (lib/primes/firestore.integration.test.ts,
//     lib/primes/history/snapshot.integration.test.ts, tests/prime-history.integration.test.tsx): each deletes,
//     rewrites and sets rules on the same document path while Vitest runs files in parallel, so each has its own
//     (a shared one would need a project id per file, to save about two seconds of start-up each)
//   - tests/dev-preview.integration.test.ts: `npm run dev`'s own, as a writer's machine starts it
//   - the main build: one while it renders, seeded with the default document, as `npm start` does
//   - Playwright's main server (scripts/start.mjs): the one every live read of the run meets
//   - e2e/primes-restart.spec.ts: its own, behind a switch it makes fail
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { e2ePorts } from '../e2e/servers.mjs';

/** The read-only checks `--skip` may leave out, by the name it takes and the phase's label. */
const SKIPPABLE = { 'content-check': 'content check', lint: 'lint', format: 'format', 'type-check': 'type-check', knip: 'knip' };
const FAST = process.argv.includes('--fast');
const skipArgument = process.argv.find((arg) => arg.startsWith('--skip='));
const skipped = new Set(skipArgument ? skipArgument.slice('--skip='.length).split(',').filter(Boolean) : []);
const unknown = [...process.argv.slice(2)].filter((arg) => arg !== '--fast' && arg !== skipArgument);
const unknownSkips = [...skipped].filter((name) => !(name in SKIPPABLE));
if (unknown.length > 0 || unknownSkips.length > 0) {
  console.error(
    `Option inconnue : ${[...unknown, ...unknownSkips.map((name) => `--skip=${name}`)].join(' ')}. Options : --fast, --skip=${Object.keys(SKIPPABLE).join(',')}`,
  );
  process.exit(2);
}
const skippedLabels = [...skipped].map((name) => SKIPPABLE[/** @type {keyof typeof SKIPPABLE} */ (name)]);

// Before anything is built: the end-to-end tests need Debian's Chromium headless shell (scripts/lib/chromium.mjs).
if (!FAST) {
  const chromium = ensureChromium();
  if (!chromium.ok) {
    console.error(chromium.message);
    process.exit(1);
  }
}

const ROOT = resolve(import.meta.dirname, '..');
const BIN = join(ROOT, 'node_modules', '.bin');
const OUT = join(ROOT, 'test-results', 'summary');
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

const started = Date.now();
/** @type {{ label: string, ok: boolean, seconds: number, detail?: string }[]} */
const phases = [];
let passed = 0;
let failed = 0;

/** Records a phase's time and verdict; a phase that is not a test runner counts as one test. */
function record(label, ok, start, counted, end = Date.now()) {
  phases.push({ label, ok, seconds: (end - start) / 1000 });
  if (!counted) return;
  if (ok) passed += 1;
  else failed += 1;
}

/** Runs one phase, its output shown as it comes. */
function phase(label, command, args, { env = process.env, counted = true } = {}) {
  console.log(`\n=== ${label} ===`);
  const start = Date.now();
  const ok = spawnSync(command, args, { cwd: ROOT, env, stdio: 'inherit' }).status === 0;
  record(label, ok, start, counted);
  return ok;
}
const bin = (name) => join(BIN, name);
const CACHE = (/** @type {string} */ name) => join(ROOT, 'node_modules', '.cache', name);
const minutes = (seconds) => `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;
/** Start times (ms) of every test result in a Playwright JSON report. */
function resultStarts(node) {
  const own = (node.tests ?? []).flatMap((test) => test.results.map((result) => Date.parse(result.startTime)));
  return [...own, ...[...(node.suites ?? []), ...(node.specs ?? [])].flatMap(resultStarts)];
}

/**
 * Runs checks that only read the tree side by side: each is single-threaded, so one after the
 * other they left a core idle. Each one's output is printed whole once all have ended.
 */
async function phasesSideBySide(list) {
  const runs = list.map(({ label, command, args }) => {
    const start = Date.now();
    return new Promise((resolveRun) => {
      const child = spawn(command, args, { cwd: ROOT, env: process.env });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (code) => resolveRun({ label, ok: code === 0, start, end: Date.now(), output }));
    });
  });
  const labels = list.map(({ label }) => label);
  for (const { label, ok, start, end, output } of await Promise.all(runs)) {
    console.log(`\n=== ${label} (beside ${labels.filter((other) => other !== label).join(', ')}) ===`);
    if (output) process.stdout.write(output);
    record(label, ok, start, true, end);
  }
}
/** Prints the phase times, the skipped checks and the totals, then exits. */
function summary() {
  console.log('\nPhase times:');
  for (const { label, ok, seconds, detail } of phases) {
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${minutes(seconds).padStart(12)}  ${label}${detail ? ` (${detail})` : ''}`);
  }
  if (skippedLabels.length > 0) console.log(`skip ${''.padStart(12)}  ${skippedLabels.join(', ')} (--skip: run by another job)`);
  console.log(`     ${minutes((Date.now() - started) / 1000).padStart(12)}  total`);
  console.log(`tests: ${passed} passed, ${failed} failed${FAST ? ' (--fast: no build, no browser, no *.integration.test.* file)' : ''}`);
  process.exit(failed === 0 && phases.every((entry) => entry.ok) ? 0 : 1);
}

// The run's one check of the real content/: every file, every rule, the default document against the offer records, without
// contentlayer. The content build below runs the same rules, but only on the pages changed since its last run (contentlayer
// keeps the others from its cache), and without the default document; the Vitest files check the rules on folders of fixtures
// (tests/content-check.test.ts, tests/content-rules-both-paths.test.ts).
if (!skipped.has('content-check')) phase('content check', process.execPath, [join(ROOT, 'scripts/check-content.mjs')]);
phase('content build', bin('contentlayer2'), ['build']);
// Next.js's route types first, so tsc checks what `next build` would; the end-to-end builds then skip their own check.
phase('route types', bin('next'), ['typegen'], { counted: false });
await phasesSideBySide(
  [
    // Each keeps what it found of unchanged files in node_modules/.cache (nothing on a fresh clone): a second run
    // rechecks only what changed. ESLint's cache is sound here, its rules reading no type information.
    { label: 'lint', command: bin('eslint'), args: ['.', '--max-warnings', '0', '--cache', '--cache-location', CACHE('eslint/')] },
    { label: 'format', command: bin('prettier'), args: ['--check', '--log-level', 'warn', '--cache', '.'] },
    { label: 'type-check', command: bin('tsc'), args: ['--noEmit', '--incremental', '--tsBuildInfoFile', CACHE('tsc/tsbuildinfo')] },
    { label: 'knip', command: bin('knip'), args: ['--no-progress', '--cache', '--cache-location', CACHE('knip')] },
  ].filter(({ label }) => !skippedLabels.includes(label)),
);

/** Vitest, its tests counted from its JSON report. */
function vitest() {
  const vitestJson = join(OUT, 'vitest.json');
  const only = FAST ? ['--exclude', '**/*.integration.test.*'] : [];
  phase('vitest', bin('vitest'), ['run', ...only, '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`], {
    counted: false,
  });
  if (existsSync(vitestJson)) {
    const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numFailedTestSuites ?? 0);
  } else failed += 1;
}

if (FAST) {
  vitest();
  summary();
}

const e2eEnv = {
  ...process.env,
  ...(await e2ePorts()),
  PLAYWRIGHT_JSON_OUTPUT_NAME: join(OUT, 'playwright.json'),
  SITE_TYPES_CHECKED: '1',
};

// The end-to-end sites build in the background, at low priority, while Vitest runs
// (scripts/e2e-build.mjs); after the type-check, since a build rewrites the route types tsc reads.
const buildsJson = join(OUT, 'e2e-builds.json');
const buildsLog = join(OUT, 'e2e-builds.log');
const buildsStart = Date.now();
const builds = new Promise((resolveBuilds) => {
  const log = openSync(buildsLog, 'w');
  const child = spawn(process.execPath, [join(ROOT, 'scripts/e2e-build.mjs'), buildsJson], {
    cwd: ROOT,
    env: e2eEnv,
    stdio: ['ignore', log, log],
  });
  child.on('exit', (code) => resolveBuilds({ ok: code === 0, end: Date.now() }));
});

vitest();
const vitestEnd = Date.now();

console.log('\n=== end-to-end builds (in the background since the type-check) ===');
const built = await builds;
const perSite = existsSync(buildsJson) ? JSON.parse(readFileSync(buildsJson, 'utf8')) : [];
phases.push({
  label: 'end-to-end builds, beside vitest',
  ok: built.ok,
  seconds: (built.end - buildsStart) / 1000,
  detail: [
    ...perSite.map(({ site, seconds, rebuilt }) => `${site} ${rebuilt ? minutes(seconds) : 'already built'}`),
    `waited after vitest ${minutes(Math.max(0, built.end - vitestEnd) / 1000)}`,
  ].join(', '),
});
console.log(built.ok ? `ok (${buildsLog})` : readFileSync(buildsLog, 'utf8').split('\n').slice(-40).join('\n'));
if (!built.ok) failed += 1;

const playwrightJson = e2eEnv.PLAYWRIGHT_JSON_OUTPUT_NAME;
const playwrightStart = Date.now();
phase('playwright', bin('playwright'), ['test'], { env: e2eEnv, counted: false });
if (existsSync(playwrightJson)) {
  const report = JSON.parse(readFileSync(playwrightJson, 'utf8'));
  passed += report.stats.expected;
  failed += report.stats.unexpected + report.stats.flaky;
  // Playwright builds and starts its web servers before the first test: the first result's start splits the phase.
  const firstTest = Math.min(...resultStarts(report));
  if (Number.isFinite(firstTest)) {
    phases.at(-1).detail =
      `builds and servers ${minutes((firstTest - playwrightStart) / 1000)}, tests ${minutes((Date.now() - firstTest) / 1000)}`;
  }
} else failed += 1;

summary();
