// @ts-check
// The official Cloud Firestore emulator (Java), started directly so that stopping
// it by PID really stops it (stopping a wrapper would leave Java running). Used by `npm start`, the test
// suites and the benchmark.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

const EMULATOR_JAR =
  process.env.FIRESTORE_EMULATOR_JAR ?? '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const EMULATOR_HOST = '127.0.0.1';
export const EMULATOR_PROJECT = 'demo-parrainage';
const READY_TIMEOUT_MS = 30_000;

/** @returns {{ ok: true } | { ok: false, reason: string }} */
export function emulatorAvailability() {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0) return { ok: false, reason: 'Java est introuvable (il faut Java 17 ou plus)' };
  if (!existsSync(EMULATOR_JAR)) return { ok: false, reason: `l'émulateur Firestore est absent (${EMULATOR_JAR})` };
  return { ok: true };
}

/**
 * A free TCP port on 127.0.0.1, preferring `preferred` when it is free.
 * @returns {Promise<number>}
 */
export async function freePort(preferred = 0) {
  const tryPort = (/** @type {number} */ port) =>
    /** @type {Promise<number | undefined>} */ (
      new Promise((resolve) => {
        const server = createServer();
        server.once('error', () => resolve(undefined));
        server.listen(port, EMULATOR_HOST, () => {
          const address = server.address();
          server.close(() => resolve(typeof address === 'object' && address ? address.port : undefined));
        });
      })
    );
  const port = (preferred ? await tryPort(preferred) : undefined) ?? (await tryPort(0));
  if (port === undefined) throw new Error('aucun port TCP libre sur 127.0.0.1');
  return port;
}

/**
 * @param {{ port: number, quiet?: boolean }} options
 * @returns {Promise<{ host: string, port: number, origin: string, stop: () => Promise<void> }>}
 */
export async function startEmulator({ port, quiet = true }) {
  const child = spawn(
    'java',
    [
      '-cp',
      EMULATOR_JAR,
      'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      'start',
      `--host=${EMULATOR_HOST}`,
      `--port=${port}`,
    ],
    { stdio: quiet ? 'ignore' : 'inherit' },
  );
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const origin = `http://${EMULATOR_HOST}:${port}`;
  const stop = () =>
    /** @type {Promise<void>} */ (
      new Promise((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      })
    );
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`l'émulateur Firestore s'est arrêté au démarrage (port ${port} déjà pris ?)`);
    try {
      const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(1000) });
      if ((await response.text()).trim() === 'Ok') return { host: EMULATOR_HOST, port, origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`l'émulateur Firestore n'a pas répondu en ${READY_TIMEOUT_MS / 1000} s`);
}

const documentsPath = (/** @type {string} */ project) => `/v1/projects/${project}/databases/(default)/documents`;
const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

/**
 * Firestore REST encoding of a flat object of numbers (and, for tests, other scalars).
 * @param {Record<string, unknown>} values
 */
export function encodeFields(values) {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => {
      if (typeof value === 'number') return [key, Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value }];
      if (typeof value === 'boolean') return [key, { booleanValue: value }];
      return [key, { stringValue: String(value) }];
    }),
  );
}

/**
 * Writes (replaces) a document with admin rights, bypassing the security rules.
 * @param {string} origin @param {string} path @param {Record<string, unknown>} values @param {string} [project]
 */
export async function writeDocument(origin, path, values, project = EMULATOR_PROJECT) {
  const response = await fetch(`${origin}${documentsPath(project)}/${path}`, {
    method: 'PATCH',
    headers: OWNER,
    body: JSON.stringify({ fields: encodeFields(values) }),
  });
  if (!response.ok) throw new Error(`écriture de ${path} refusée par l'émulateur : HTTP ${response.status} ${await response.text()}`);
}

/** @param {string} origin @param {string} path @param {string} [project] */
export async function deleteDocument(origin, path, project = EMULATOR_PROJECT) {
  await fetch(`${origin}${documentsPath(project)}/${path}`, { method: 'DELETE', headers: OWNER });
}

/**
 * Loads security rules, as @firebase/rules-unit-testing does.
 * @param {string} origin @param {string} rules @param {string} [project]
 */
export async function loadRules(origin, rules, project = EMULATOR_PROJECT) {
  const response = await fetch(`${origin}/emulator/v1/projects/${project}:securityRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
  });
  if (!response.ok) throw new Error(`règles refusées par l'émulateur : HTTP ${response.status} ${await response.text()}`);
}
