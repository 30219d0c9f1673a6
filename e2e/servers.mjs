// @ts-check
// The sites the end-to-end tests visit, defined once: playwright.config.ts starts two of
// them, and `npm test` builds both beforehand (scripts/e2e-build.mjs) with the very same
// environment, so the build fingerprints match and Playwright only serves. The restart
// server is a third server of the main build (e2e/primes-restart.spec.ts).

import { freePort } from '../scripts/lib/emulator.mjs';

/** @typedef {Record<string, string>} Env */

/** The main build regenerates its pages this often (SITE_REFRESH_SECONDS), so e2e/primes.spec.ts can watch the HTML follow the document. */
export const E2E_REFRESH_SECONDS = 15;
/**
 * The restart server regenerates its pages this often (SITE_REFRESH_SECONDS, read when the server
 * starts), once each page has been regenerated in that process: before, the build's interval.
 */
export const RESTART_REFRESH_SECONDS = 3;
/** The fixture site is a pull-request preview: its banner names this branch and commit (e2e/preview.spec.ts). */
export const PREVIEW_DEPLOYMENT = /** @type {const} */ ({ branch: 'relecture-guide', commit: '4f2c9e1' });

/** @param {NodeJS.ProcessEnv} [env] */
export function e2eServers(env = process.env) {
  const port = Number(env.E2E_PORT ?? 3107);
  const emulatorPort = Number(env.E2E_EMULATOR_PORT ?? 8797);
  const fixturePort = Number(env.E2E_FIXTURE_PORT ?? 3109);
  const origin = (/** @type {number} */ p) => `http://127.0.0.1:${p}`;
  return {
    emulatorOrigin: origin(emulatorPort),
    /** The very build visitors get: no test-only page in it, the emulator seeded with the default document. */
    main: {
      origin: origin(port),
      command: 'node scripts/start.mjs',
      /** @type {Env} */
      env: {
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        FIRESTORE_EMULATOR_PORT: String(emulatorPort),
        NEXT_TELEMETRY_DISABLED: '1',
        SITE_REFRESH_SECONDS: String(E2E_REFRESH_SECONDS),
      },
    },
    /**
     * The site built from content/ + e2e/fixtures/content/ with the test-only modules (scripts/fixture-site.mjs),
     * deployed as a pull-request preview (DEPLOY_ENV=preview): noindex, empty sitemap, banner (e2e/preview.spec.ts).
     * It serves the committed default document as a fixed snapshot (scripts/lib/fixture-build.mjs), as a preview
     * without Firestore does: what its pages test is not the live values.
     */
    fixture: {
      origin: origin(fixturePort),
      command: 'node scripts/fixture-site.mjs',
      /** @type {Env} */
      env: {
        PORT: String(fixturePort),
        HOSTNAME: '127.0.0.1',
        NEXT_TELEMETRY_DISABLED: '1',
        DEPLOY_ENV: 'preview',
        DEPLOY_BRANCH: PREVIEW_DEPLOYMENT.branch,
        DEPLOY_COMMIT: PREVIEW_DEPLOYMENT.commit,
      },
    },
    /**
     * The main build, copied into .next-restart (its own page cache and saved amounts), served by
     * e2e/primes-restart.spec.ts, which starts and stops its servers itself (not a web server of
     * Playwright's). The server reads its Firestore address and refresh interval when it starts
     * (lib/primes/server.ts): the test gives it a switch it can make hang or refuse.
     */
    restart: {
      /** @type {Env} */
      env: {
        HOSTNAME: '127.0.0.1',
        NEXT_DIST_DIR: '.next-restart',
        NEXT_TELEMETRY_DISABLED: '1',
        SITE_REFRESH_SECONDS: String(RESTART_REFRESH_SECONDS),
      },
    },
  };
}

/**
 * The ports of a run (`npm test`, `npm run test:steady`): those given in the environment, else
 * the usual ones when free, else free ones; the same for the builds and for Playwright's servers.
 * @param {NodeJS.ProcessEnv} [env]
 */
export async function e2ePorts(env = process.env) {
  return {
    E2E_PORT: String(env.E2E_PORT ?? (await freePort(3107))),
    E2E_EMULATOR_PORT: String(env.E2E_EMULATOR_PORT ?? (await freePort(8797))),
    E2E_FIXTURE_PORT: String(env.E2E_FIXTURE_PORT ?? (await freePort(3109))),
  };
}
