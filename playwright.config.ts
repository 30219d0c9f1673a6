import { defineConfig } from '@playwright/test';
import { availableParallelism } from 'node:os';
import { CHROMIUM_ARGS, TEST_CHROMIUM } from './scripts/lib/chromium.mjs';
import { E2E_REFRESH_SECONDS, PREVIEW_DEPLOYMENT, e2eServers } from './e2e/servers.mjs';

/**
 * End-to-end tests against the production build served by `npm start`'s own
 * script (emulator seeded with the default document, build if stale, server.mjs),
 * on 127.0.0.1 only, in Debian's Chromium headless shell (scripts/lib/chromium.mjs).
 */
const servers = e2eServers();
export const SITE_ORIGIN = servers.main.origin;
export const EMULATOR_ORIGIN = servers.emulatorOrigin;
/**
 * The site built from the fixture content (content/ + e2e/fixtures/content/, in a copy
 * of the project: scripts/fixture-site.mjs), for the tests that need test-only pages
 * (/essai-erreur, /essai-parrainage), deployed as a pull-request preview (e2e/preview.spec.ts).
 * Every other test visits the production build.
 */
export const FIXTURE_ORIGIN = servers.fixture.origin;
export { E2E_REFRESH_SECONDS, PREVIEW_DEPLOYMENT };

export default defineConfig({
  testDir: 'e2e',
  // Playwright empties its output folder when it starts: its own, so npm test's summary (test-results/summary) stays.
  outputDir: 'test-results/playwright',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Tests of one file spread over the workers (the long per-route files would otherwise keep one
  // worker busy alone); a file whose tests share state says so itself (primes.spec.ts is serial).
  // One worker per core: one more was faster but let layout-shift checks run on a busier machine
  // than they are written for.
  fullyParallel: true,
  workers: availableParallelism(),
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: SITE_ORIGIN,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? TEST_CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  // Started one after the other (Playwright awaits each): builds never compete. Under `npm test` both
  // are already built (scripts/e2e-build.mjs, same environments), so each only starts its server.
  webServer: [servers.main, servers.fixture].map(({ command, origin, env }) => ({
    command,
    url: `${origin}/`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env,
  })),
});
