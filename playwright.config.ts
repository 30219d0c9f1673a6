import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests against the production build served by `npm start`'s own
 * script (emulator seeded with the default document, build if stale, server.mjs),
 * on 127.0.0.1 only, in Debian's Chromium.
 */
const PORT = Number(process.env.E2E_PORT ?? 3107);
const EMULATOR_PORT = Number(process.env.E2E_EMULATOR_PORT ?? 8797);
export const SITE_ORIGIN = `http://127.0.0.1:${PORT}`;
export const EMULATOR_ORIGIN = `http://127.0.0.1:${EMULATOR_PORT}`;
/** A second build of the same sources as a pull-request preview (e2e/preview.spec.ts). */
const PREVIEW_PORT = Number(process.env.E2E_PREVIEW_PORT ?? 3108);
export const PREVIEW_ORIGIN = `http://127.0.0.1:${PREVIEW_PORT}`;
export const PREVIEW_DEPLOYMENT = { branch: 'relecture-guide', commit: '4f2c9e1' } as const;
/**
 * The site built from the fixture content (content/ + e2e/fixtures/content/, in a copy
 * of the project: scripts/fixture-site.mjs), for the tests that need test-only pages
 * (/essai-erreur, /essai-parrainage). Every other test visits the production build.
 */
const FIXTURE_PORT = Number(process.env.E2E_FIXTURE_PORT ?? 3109);
export const FIXTURE_ORIGIN = `http://127.0.0.1:${FIXTURE_PORT}`;
/** The main build regenerates its pages this often (SITE_REFRESH_SECONDS), so e2e/primes.spec.ts can watch the HTML follow the document. */
export const E2E_REFRESH_SECONDS = 15;

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Tests of one file spread over both workers (the long per-route files would otherwise keep one
  // worker busy alone); a file whose tests share state says so itself (primes.spec.ts is serial).
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: SITE_ORIGIN,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  // Started one after the other (Playwright awaits each): the three builds never compete.
  webServer: [
    {
      command: 'node scripts/start.mjs',
      url: `${SITE_ORIGIN}/`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      // The very build visitors get: no test-only page in it.
      env: {
        PORT: String(PORT),
        HOSTNAME: '127.0.0.1',
        FIRESTORE_EMULATOR_PORT: String(EMULATOR_PORT),
        NEXT_TELEMETRY_DISABLED: '1',
        SITE_REFRESH_SECONDS: String(E2E_REFRESH_SECONDS),
      },
    },
    {
      // Same sources, built as a preview into .next-preview; the committed default document
      // as a fixed snapshot, since what differs is indexing, not the bonus values.
      command: 'node scripts/start.mjs',
      url: `${PREVIEW_ORIGIN}/`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(PREVIEW_PORT),
        HOSTNAME: '127.0.0.1',
        NEXT_DIST_DIR: '.next-preview',
        NEXT_PUBLIC_PRIMES_SOURCE: 'static',
        DEPLOY_ENV: 'preview',
        DEPLOY_BRANCH: PREVIEW_DEPLOYMENT.branch,
        DEPLOY_COMMIT: PREVIEW_DEPLOYMENT.commit,
        NEXT_TELEMETRY_DISABLED: '1',
      },
    },
    {
      command: 'node scripts/fixture-site.mjs',
      url: `${FIXTURE_ORIGIN}/`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: { PORT: String(FIXTURE_PORT), HOSTNAME: '127.0.0.1', NEXT_TELEMETRY_DISABLED: '1' },
    },
  ],
});
