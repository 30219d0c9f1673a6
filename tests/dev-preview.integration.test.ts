import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../scripts/lib/emulator.mjs';
import { copyProject } from '../scripts/lib/project-copy.mjs';
import { ROOT } from './helpers/run-check';

/**
 * `npm run dev` as a writer uses it, in a copy of the project (test-fixtures/dev,
 * so the real content and build are not touched): a saved MDX file is served without
 * a restart; a content mistake is printed in the check's French format and the
 * servers keep running. The committed default document is served as a fixed
 * snapshot (NEXT_PUBLIC_PRIMES_SOURCE=static): the live values are not what this tests.
 */
const SITE = join(ROOT, 'test-fixtures', 'dev');
const PAGE = join(SITE, 'content', 'contact.mdx');
let dev: ChildProcess;
let output = '';
let origin = '';

const text = async (path: string) => {
  try {
    const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(30_000) });
    return response.ok ? await response.text() : '';
  } catch {
    return '';
  }
};

/**
 * Probes until `probe` gives a value, or fails with the servers' output once `timeoutMs` has
 * passed. One CI run stayed in this wait beyond its limit, until the hook's own (so without the
 * output). Whatever hangs, the wait now ends at its limit: the pauses and the limit are
 * node:timers/promises timers, which a fake clock left by another file of this worker does not
 * replace, and a probe with no answer after 35 s counts as a miss.
 */
async function until<T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const timers = new AbortController();
  const wait = <V>(ms: number, value: V) => sleep(ms, value, { signal: timers.signal });
  const expired = wait(timeoutMs, 'expired' as const);
  try {
    for (;;) {
      const outcome = await Promise.race([probe(), wait(35_000, undefined), expired]);
      if (outcome !== undefined && outcome !== 'expired') return outcome;
      if (outcome === 'expired' || (await Promise.race([wait(100, 'paused' as const), expired])) === 'expired') {
        throw new Error(`délai dépassé (${timeoutMs} ms)\n${output.slice(-3000)}`);
      }
    }
  } finally {
    timers.abort();
  }
}

beforeAll(async () => {
  copyProject(SITE, (content) => cpSync(join(ROOT, 'content'), content, { recursive: true }));
  const port = await freePort(3390);
  origin = `http://127.0.0.1:${port}`;
  dev = spawn(process.execPath, [join(SITE, 'scripts/dev.mjs')], {
    cwd: SITE,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      NEXT_PUBLIC_PRIMES_SOURCE: 'static',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: '.next-dev',
    },
  });
  dev.stdout?.on('data', (chunk) => (output += chunk));
  dev.stderr?.on('data', (chunk) => (output += chunk));
  // The first request compiles the page: slow on a shared machine.
  await until(async () => ((await text('/contact')).includes('<h1') ? true : undefined), 240_000);
}, 300_000);

afterAll(() => {
  // dev.mjs stops next, contentlayer and the watcher on SIGTERM; the group kill catches stragglers.
  if (dev.pid) process.kill(-dev.pid, 'SIGTERM');
});

it('serves a saved change without a restart', async () => {
  const marker = `Texte ajouté ${Date.now()}`;
  const saved = performance.now();
  appendFileSync(PAGE, `\n${marker}.\n`);
  await until(async () => ((await text('/contact')).includes(marker) ? true : undefined), 30_000);
  // Shown, not asserted: on a shared machine the delay measures the neighbours as much as the watcher.
  console.log(`npm run dev : enregistrement → texte servi en ${((performance.now() - saved) / 1000).toFixed(1)} s`);
  expect(dev.exitCode).toBeNull();
}, 60_000);

it('prints a content mistake in the check’s French format, and keeps serving', async () => {
  const original = readFileSync(PAGE, 'utf8');
  const lines = original.split('\n').length;
  writeFileSync(PAGE, `${original}\n<Primes provider="JOKO" kind="filleul" />\n`);
  await until(
    async () =>
      output.includes(`contact.mdx:${lines + 1}:1  composant inconnu <Primes>\u00a0; vouliez-vous dire <Prime>\u00a0?`) ? true : undefined,
    30_000,
  );
  expect(output).not.toMatch(/This is possibly a bug in Contentlayer|SuccessCallbackError/);

  const marker = `Corrigé ${Date.now()}`;
  writeFileSync(PAGE, `${original}\n${marker}.\n`);
  await until(async () => ((await text('/contact')).includes(marker) ? true : undefined), 30_000);
  expect(dev.exitCode).toBeNull();
}, 90_000);

it('serves a saved offer record without a restart: the records are a module the dev watcher rewrites', async () => {
  const record = join(SITE, 'content', 'offres', 'joko.yaml');
  const original = readFileSync(record, 'utf8');
  const marker = `Repère ${Date.now()}`;
  if (!original.includes('catches:\n  - text: "')) throw new Error('absent du modèle : le premier piège de la fiche Joko');
  writeFileSync(record, original.replace('catches:\n  - text: "', `catches:\n  - text: "${marker}, `));
  await until(async () => ((await text('/cashback/joko')).includes(marker) ? true : undefined), 60_000);
  expect(dev.exitCode).toBeNull();
}, 90_000);
