// `npm run test:steady`: the browser specs that touch timing, scrolling, layout shift and live
// reads, run several times in a row (5 by default) while one busy process per core loads the
// CPU, to show they do not depend on how busy the machine is. The sites are built first, on a
// quiet machine (scripts/e2e-build.mjs); the load starts after, and this command stops it,
// whatever happens (each busy process also stops by itself after LOAD_LIMIT_MS).
//   node scripts/test-steady.mjs [--runs N]
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { e2ePorts } from '../e2e/servers.mjs';

/** The specs whose outcome a slow or busy machine could change, were they written carelessly. */
export const STEADY_SPECS = [
  'e2e/navigation-scroll.spec.ts',
  'e2e/chunk-reload.spec.ts',
  'e2e/progress-bar.spec.ts',
  'e2e/new-build.spec.ts',
  'e2e/prefetch.spec.ts',
  'e2e/primes.spec.ts',
  'e2e/primes-faults.spec.ts',
  'e2e/progressive-paint.spec.ts',
  'e2e/hydration.spec.ts',
];
/** A busy process never outlives this, even if this command is killed before it can stop it. */
const LOAD_LIMIT_MS = 60 * 60 * 1000;

const ROOT = resolve(import.meta.dirname, '..');
const BIN = join(ROOT, 'node_modules', '.bin');
const runsArgument = process.argv.indexOf('--runs');
const RUNS = runsArgument > 0 ? Number(process.argv[runsArgument + 1]) : 5;
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 20) {
  console.error('--runs : un nombre entier de 1 à 20 est attendu.');
  process.exit(2);
}

const chromium = ensureChromium();
if (!chromium.ok) {
  console.error(chromium.message);
  process.exit(1);
}

const env = { ...process.env, ...(await e2ePorts()) };

console.log('=== builds (quiet machine) ===');
const content = spawnSync(join(BIN, 'contentlayer2'), ['build'], { cwd: ROOT, env, stdio: 'inherit' });
const builds =
  content.status === 0 && spawnSync(process.execPath, [join(ROOT, 'scripts/e2e-build.mjs')], { cwd: ROOT, env, stdio: 'inherit' });
if (!builds || builds.status !== 0) {
  console.error('La construction des sites de test a échoué : rien n’a été lancé sous charge.');
  process.exit(1);
}

const cores = availableParallelism();
const busy = Array.from({ length: cores }, () =>
  spawn(process.execPath, ['-e', `const end = Date.now() + ${LOAD_LIMIT_MS}; while (Date.now() < end) {}`], { stdio: 'ignore' }),
);
const stopLoad = () => {
  for (const child of busy) if (child.exitCode === null) child.kill('SIGKILL');
};
process.on('exit', stopLoad);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
console.log(`\n=== load: ${cores} busy processes (one per core) ===`);

/** @type {{ run: number, ok: boolean, seconds: number, passed: number, failed: number }[]} */
const results = [];
for (let run = 1; run <= RUNS; run += 1) {
  console.log(`\n=== run ${run} of ${RUNS} under load ===`);
  const started = Date.now();
  const result = spawnSync(join(BIN, 'playwright'), ['test', ...STEADY_SPECS, '--reporter=list'], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stdout.write(result.stdout);
  const count = (word) => Number(new RegExp(`(\\d+) ${word}`).exec(result.stdout)?.[1] ?? 0);
  results.push({
    run,
    ok: result.status === 0,
    seconds: (Date.now() - started) / 1000,
    passed: count('passed'),
    failed: count('failed') + count('flaky'),
  });
}
stopLoad();

console.log(`\nUnder load (${cores} busy processes), ${STEADY_SPECS.length} spec files:`);
for (const { run, ok, seconds, passed, failed } of results)
  console.log(`${ok ? 'ok  ' : 'FAIL'} run ${run}: ${passed} passed, ${failed} failed, ${Math.round(seconds)} s`);
const passed = results.reduce((sum, entry) => sum + entry.passed, 0);
const failed = results.reduce((sum, entry) => sum + entry.failed, 0);
console.log(`steady: ${passed} passed, ${failed} failed`);
process.exit(results.every((entry) => entry.ok) ? 0 : 1);
