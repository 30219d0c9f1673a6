// @ts-check
// Decides whether the production build is missing or stale: a hash of every build
// input (sources, content, lockfile) and of the configuration read at build time,
// compared with the one saved after the last build. The same hash is the build id
// that each build publishes at /builds/latest.json (next.config.mjs).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const FOLDERS = ['app', 'assets', 'components', 'lib', 'content', 'public'];
/**
 * Top-level files the build reads (configs, proxy, instrumentation…); test tooling is left out,
 * and so is next-env.d.ts, which every build rewrites for its own build folder: hashing it made
 * the preview build mark the main one stale.
 */
export const topLevelInputs = (root = ROOT) =>
  readdirSync(root, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        /\.(ts|tsx|mjs|json)$/.test(entry.name) &&
        !/^(vitest|playwright|eslint)\.config\./.test(entry.name) &&
        entry.name !== 'next-env.d.ts',
    )
    .map((entry) => entry.name);
/**
 * Variables read at build time besides NEXT_PUBLIC_*: the deployment (lib/deployment.mjs), the
 * owner's inputs the pages print (lib/owner-inputs.mjs),
 * the content folder (CONTENT_DIR, contentlayer.config.ts) and the pages' refresh interval
 * (SITE_REFRESH_SECONDS, lib/site-config.mjs): the server reads it when it renders, but a
 * prerendered page keeps the build's until its first regeneration (UPGRADING.md, S20), so
 * `npm start` rebuilds rather than serve a site with two intervals.
 */
const BUILD_ENV = [
  'SITE_URL',
  'DEPLOY_ENV',
  'DEPLOY_BRANCH',
  'DEPLOY_COMMIT',
  'VERCEL_ENV',
  'VERCEL_GIT_COMMIT_REF',
  'VERCEL_GIT_COMMIT_SHA',
  'SITE_PUBLISHER_NAME',
  'SITE_CONTACT_EMAIL',
  'CONTENT_DIR',
  'SITE_REFRESH_SECONDS',
];
/** @typedef {Record<string, string | undefined>} Env */

/** The build folder: NEXT_DIST_DIR lets a second build or a copy (e2e/primes-restart.spec.ts) sit beside the main one. */
export const distDir = (/** @type {Env} */ env = process.env) => env.NEXT_DIST_DIR || '.next';
const stampOf = (/** @type {Env} */ env) => join(ROOT, distDir(env), 'build-stamp.json');

/**
 * @param {string} path
 * @returns {string[]}
 */
function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => !entry.name.endsWith('.generated.ts'))
    .flatMap((entry) => files(join(path, entry.name)));
}

/** @param {Env} env */
export function buildFingerprint(env) {
  const hash = createHash('sha256');
  for (const file of [...FOLDERS, ...topLevelInputs()].flatMap((input) => files(join(ROOT, input))).sort()) {
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  const publicEnv = Object.keys(env)
    .filter((key) => key.startsWith('NEXT_PUBLIC_') || BUILD_ENV.includes(key))
    .sort()
    .map((key) => `${key}=${env[key]}`);
  hash.update(publicEnv.join('\n'));
  return hash.digest('hex');
}

/**
 * @param {string} fingerprint
 * @param {Env} [env]
 */
export function isBuildCurrent(fingerprint, env = process.env) {
  if (!existsSync(join(ROOT, distDir(env), 'BUILD_ID')) || !existsSync(stampOf(env))) return false;
  try {
    return JSON.parse(readFileSync(stampOf(env), 'utf8')).fingerprint === fingerprint;
  } catch {
    return false;
  }
}

/**
 * @param {string} fingerprint
 * @param {Env} [env]
 */
export function saveBuildStamp(fingerprint, env = process.env) {
  writeFileSync(stampOf(env), JSON.stringify({ fingerprint, builtAt: new Date().toISOString() }, null, 2));
}
