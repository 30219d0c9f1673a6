import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import defaultDocument from '../lib/primes/default-document.json' with { type: 'json' };
import { PRIME_FALLBACK, formatEuros } from '../lib/primes/format';
import { EMULATOR_PROJECT, freePort, loadRules, startEmulator, writeDocument } from '../scripts/lib/emulator.mjs';
import { firestoreSwitch, type FirestoreMode } from './firestore-switch';
import { amountsInHtml } from './html-amounts';
import { E2E_REFRESH_SECONDS, RESTART_REFRESH_SECONDS, e2eServers } from './servers.mjs';
import { startSiteProcess, type SiteProcess } from './site-process';
import { expectScriptsByHash } from './page-checks/script-hashes';

/**
 * A server restarted while Firestore is down keeps the amounts last read
 * (docs/data.md#quand-la-lecture-échoue): the new process has nothing in memory, so they come from the file
 * the build and every successful read keep in the build folder (lib/primes/last-good-store.ts).
 *
 * The main build, copied into .next-restart so that its page cache and saved amounts are its own
 * (e2e/servers.mjs). Its server reads when it starts what differs from the main server's: a
 * Firestore address the test can make hang or refuse (a switch in front of its own emulator: the
 * shared one serves the other tests meanwhile) and a refresh interval of 3 s rather than 15 s
 * (lib/primes/server.ts). A page keeps the interval it was rendered with, and a new process
 * knows only the build's for the pages it has not regenerated yet: the first regeneration
 * after each start comes after the build's 15 s. Its servers are server.mjs, as `npm start`
 * serves (without its build check: the browser's half of this build reads the main
 * emulator, which this test never opens a browser on), on 127.0.0.1 only, started and
 * stopped by the test: restarts.
 */
test.describe.configure({ mode: 'serial' });
const ROOT = join(import.meta.dirname, '..');
const restart = e2eServers().restart;
/** restart.env's NEXT_DIST_DIR. */
const RESTART_BUILD = join(ROOT, '.next-restart');
const REFRESH_SECONDS = RESTART_REFRESH_SECONDS;
/** Two pages, two providers (a cashback portal and a neobank, each with a plain sponsor amount): « 5 € » and « 70 € ». */
const PAGES = { '/cashback/igraal': 'PRIME_PARRAIN_IGRAAL', '/neobanque/revolut': 'PRIME_PARRAIN_REVOLUT' } as const;
type PagePath = keyof typeof PAGES;
const PATHS = Object.keys(PAGES) as PagePath[];
const FALLBACK_LOG = 'Firestore unreadable: serving the amounts read at';

let emulator: Awaited<ReturnType<typeof startEmulator>> | undefined;
let firestore: Awaited<ReturnType<typeof firestoreSwitch>> | undefined;
let site: SiteProcess | undefined;
let siteEnv: NodeJS.ProcessEnv;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Served = { readonly cache: string | null; readonly amounts: ReadonlyMap<string, string>; readonly ms: number };

async function get(path: PagePath): Promise<Served> {
  const started = Date.now();
  const response = await fetch(`${site?.url}${path}`);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  // Each version of the page, regenerated ones included, runs its own inline scripts by hash.
  expectScriptsByHash(html, response.headers.get('content-security-policy'), path);
  const amounts = new Map(amountsInHtml(html));
  return { cache: response.headers.get('x-nextjs-cache'), amounts, ms: Date.now() - started };
}

/**
 * The first request after the interval is answered with the stored page and starts its
 * regeneration; the page is fresh again (HIT) once the regeneration is stored. Returns
 * what that first visitor got and the regenerated page, with how long it took.
 */
async function regenerate(path: PagePath) {
  const trigger = await get(path);
  let served = trigger;
  const started = Date.now();
  if (served.cache !== 'HIT') {
    await expect
      .poll(async () => (served = await get(path)).cache, { message: `${path}: regenerated and stored`, timeout: 20_000, intervals: [200] })
      .toBe('HIT');
  }
  return { trigger, regenerated: served, afterMs: Date.now() - started };
}

/** Both pages regenerated once the interval of what they hold has passed: after a start, the build's. */
async function regenerateBoth() {
  await sleep((E2E_REFRESH_SECONDS + 1) * 1_000);
  return Promise.all(PATHS.map(async (path) => ({ path, ...(await regenerate(path)) })));
}

const shown = (served: Served, path: PagePath) => served.amounts.get(PAGES[path]);

async function restartWith(mode: FirestoreMode) {
  await site?.stop();
  await firestore?.set(mode);
  site = await startSiteProcess(siteEnv, { readyWithinMs: 60_000 });
}

test.beforeAll(async () => {
  // The main build is current: Playwright's main server found it so (or built it) before any test.
  rmSync(RESTART_BUILD, { recursive: true, force: true });
  cpSync(join(ROOT, '.next'), RESTART_BUILD, {
    recursive: true,
    // Not the main server's data cache nor its saved amounts: this server starts with its own.
    filter: (source) => source !== join(ROOT, '.next', 'cache'),
  });
  emulator = await startEmulator({ port: await freePort() });
  await loadRules(emulator.origin, readFileSync(join(ROOT, 'firestore.rules'), 'utf8'));
  await writeDocument(emulator.origin, 'primes/primes_parrainage', defaultDocument);
  const firestorePort = await freePort();
  firestore = await firestoreSwitch({ port: firestorePort, emulatorPort: emulator.port });
  await firestore.set('pass');
  siteEnv = {
    ...process.env,
    ...restart.env,
    PORT: String(await freePort()),
    NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${firestorePort}`,
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: EMULATOR_PROJECT,
  };
  site = await startSiteProcess(siteEnv, { readyWithinMs: 60_000 });
});

test.afterAll(async () => {
  await site?.stop();
  await firestore?.close();
  await emulator?.stop();
  rmSync(RESTART_BUILD, { recursive: true, force: true });
});

test('a server restarted during an outage keeps the last amounts read, and shows new ones once Firestore is back', async () => {
  test.setTimeout(180_000);
  const seeded = (path: PagePath) => formatEuros(defaultDocument[PAGES[path]]);

  // A server that reads: both pages regenerated with the document (whatever an earlier run left).
  for (const { path, regenerated } of await regenerateBoth()) expect(shown(regenerated, path), path).toBe(seeded(path));

  for (const mode of ['hang', 'refuse'] as const) {
    await restartWith(mode);
    for (const { path, trigger, regenerated, afterMs } of await regenerateBoth()) {
      // The first visitor gets the page stored before the restart; the regeneration, which cannot read, keeps its amounts.
      expect(shown(trigger, path), `${mode}: ${path}, first visitor`).toBe(seeded(path));
      expect(shown(regenerated, path), `${mode}: ${path}`).toBe(seeded(path));
      expect([...regenerated.amounts.values()], `${mode}: ${path}`).not.toContain(PRIME_FALLBACK);
      test.info().annotations.push({
        type: `restart + ${mode}`,
        description: `${path}: first visitor answered in ${trigger.ms} ms (${trigger.cache}, ${shown(trigger, path)}), page regenerated after ${afterMs} ms with ${shown(regenerated, path)}`,
      });
    }
    const output = site?.output() ?? '';
    expect(output).toContain('Error retrieving database values');
    expect(output).toContain(FALLBACK_LOG);
    test.info().annotations.push({
      type: `restart + ${mode} log`,
      description: output
        .split('\n')
        .filter((line) => /^(Error retrieving|Firestore unreadable)|\[cause\]/.test(line.trim()))
        .slice(0, 3)
        .join(' | '),
    });
  }

  // Firestore back with new amounts: the next regeneration shows them, on the same server.
  await firestore?.set('pass');
  const changed = { ...defaultDocument, PRIME_PARRAIN_IGRAAL: 7, PRIME_PARRAIN_REVOLUT: 30 };
  await writeDocument(emulator?.origin ?? '', 'primes/primes_parrainage', changed);
  const backAt = Date.now();
  for (const path of PATHS) {
    await expect
      .poll(async () => shown(await get(path), path), { message: path, timeout: 20_000, intervals: [500] })
      .toBe(formatEuros(changed[PAGES[path]]));
  }
  test.info().annotations.push({
    type: 'Firestore back',
    description: `new amounts in both pages ${((Date.now() - backAt) / 1000).toFixed(1)} s after the change (interval ${REFRESH_SECONDS} s)`,
  });
});
