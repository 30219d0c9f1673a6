import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests against the production build served by `npm start`'s own
 * script (emulator seeded with the default document, build if stale, next start),
 * on 127.0.0.1 only, in Debian's Chromium.
 */
const PORT = Number(process.env.E2E_PORT ?? 3107);
const EMULATOR_PORT = Number(process.env.E2E_EMULATOR_PORT ?? 8797);
export const EMULATOR_ORIGIN = `http://127.0.0.1:${EMULATOR_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${PORT}/`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // E2E_TEST_ROUTES builds the test-only pages (lib/test-routes.ts), such as /essai-erreur.
    env: { PORT: String(PORT), HOSTNAME: '127.0.0.1', FIRESTORE_EMULATOR_PORT: String(EMULATOR_PORT), NEXT_TELEMETRY_DISABLED: '1', E2E_TEST_ROUTES: '1' },
  },
});
