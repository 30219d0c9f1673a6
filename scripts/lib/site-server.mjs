// @ts-check
// Runs the production site the way `npm start` promises: the embedded Firestore
// default when no configuration is given, a build when it is missing or stale,
// then the site's server (server.mjs). Shared by `npm start`, the end-to-end tests and the benchmark.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildFingerprint, isBuildCurrent, saveBuildStamp } from './build-stamp.mjs';
import { EMULATOR_PROJECT, emulatorAvailability, freePort, loadRules, startEmulator, writeDocument } from './emulator.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const BIN = join(ROOT, 'node_modules', '.bin');
const DEFAULT_EMULATOR_PORT = 8787;
const CONFIG_KEYS = [
  'NEXT_PUBLIC_FIREBASE_API_KEY',
  'NEXT_PUBLIC_FIREBASE_PROJECT_ID',
  'NEXT_PUBLIC_FIREBASE_APP_ID',
  'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN',
  'NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST',
  'NEXT_PUBLIC_PRIMES_SOURCE',
];

/** @typedef {Record<string, string | undefined>} Env */
/** @typedef {(message: string) => void} Log */

/** @returns {Record<string, number>} */
const defaultDocument = () => JSON.parse(readFileSync(join(ROOT, 'lib/primes/default-document.json'), 'utf8'));

/**
 * With no Firestore configuration, starts the emulator seeded with the committed
 * default document and returns the environment that points the site at it.
 * @param {Env} env
 * @param {Log} [log]
 * @returns {Promise<{ env: Env, emulator?: { origin: string, stop: () => Promise<void> } }>}
 */
export async function firestoreEnvironment(env, log = console.log) {
  if (CONFIG_KEYS.some((key) => env[key])) {
    log('Firestore : configuration fournie par l’environnement.');
    return { env };
  }
  const availability = emulatorAvailability();
  if (!availability.ok) {
    log(
      `Firestore : ${availability.reason}. Le site sert le document par défaut du dépôt (lib/primes/default-document.json) comme instantané fixe.`,
    );
    return { env: { ...env, NEXT_PUBLIC_PRIMES_SOURCE: 'static' } };
  }
  // An explicit port (tests) is used as is; the default one gives way to a free port when taken.
  const port = env.FIRESTORE_EMULATOR_PORT ? Number(env.FIRESTORE_EMULATOR_PORT) : await freePort(DEFAULT_EMULATOR_PORT);
  const emulator = await startEmulator({ port });
  await loadRules(emulator.origin, readFileSync(join(ROOT, 'firestore.rules'), 'utf8'));
  await writeDocument(emulator.origin, 'primes/primes_parrainage', defaultDocument());
  log(`Firestore : émulateur local sur ${emulator.origin} (projet ${EMULATOR_PROJECT}), document par défaut chargé.`);
  return {
    env: { ...env, NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${port}`, NEXT_PUBLIC_FIREBASE_PROJECT_ID: EMULATOR_PROJECT },
    emulator,
  };
}

/**
 * Builds unless the last build used the same sources and configuration; returns whether it built.
 * `content: false` skips the content build when the caller has just made it (npm test: rewriting
 * .contentlayer while its tests read it would race).
 * @param {Env} env
 * @param {Log} [log]
 * @param {{ content?: boolean }} [options]
 */
export function buildIfStale(env, log = console.log, { content = true } = {}) {
  const fingerprint = buildFingerprint(env);
  if (isBuildCurrent(fingerprint, env)) {
    log('Build à jour : pas de reconstruction.');
    return false;
  }
  log('Build absent ou périmé : construction du site…');
  /** @type {[string, string[]][]} */
  const steps = [...(content ? /** @type {[string, string[]][]} */ ([['contentlayer2', ['build']]]) : []), ['next', ['build']]];
  for (const [command, args] of steps) {
    const result = spawnSync(join(BIN, command), args, { cwd: ROOT, env: /** @type {NodeJS.ProcessEnv} */ (env), stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} a échoué (code ${result.status})`);
  }
  saveBuildStamp(fingerprint, env);
  return true;
}

/**
 * server.mjs on HOSTNAME:PORT, not `next start`: its request guard must see every
 * request (UPGRADING.md, "Request guard"). Returns the child process at once.
 * `root`: the project to serve (a copy under test-fixtures/ for a measure), this one by default.
 * @param {Env} env
 * @param {string} [root]
 */
export function startServer(env, root = ROOT) {
  const port = env.PORT ?? '3000';
  const host = env.HOSTNAME ?? '127.0.0.1';
  /** @type {Env} */
  const serverEnv = { ...env, PORT: port, HOSTNAME: host };
  const child = spawn(process.execPath, [join(root, 'server.mjs')], {
    cwd: root,
    env: /** @type {NodeJS.ProcessEnv} */ (serverEnv),
    stdio: 'inherit',
  });
  return { child, url: `http://${host}:${port}` };
}

/**
 * Resolves once `origin` answers its home page with a success, or after `tries` attempts 200 ms apart.
 * @param {string} origin
 * @param {number} [tries]
 */
export async function untilServing(origin, tries = 100) {
  for (let i = 0; i < tries; i += 1) {
    const ok = await fetch(`${origin}/`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
