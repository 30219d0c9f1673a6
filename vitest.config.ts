import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const resolve = {
  alias: {
    '@/': root,
    'contentlayer/generated': `${root}.contentlayer/generated`,
  },
};

/**
 * Unit and integration tests run in Node; component tests (*.test.tsx) in jsdom.
 * End-to-end tests are Playwright's (e2e/).
 */
export default defineConfig({
  resolve,
  test: {
    projects: [
      {
        resolve,
        test: { name: 'node', environment: 'node', include: ['{lib,scripts,components}/**/*.test.ts', 'tests/**/*.test.ts'], testTimeout: 20_000, hookTimeout: 60_000 },
      },
      {
        resolve,
        test: { name: 'dom', environment: 'jsdom', include: ['components/**/*.test.tsx'], setupFiles: ['tests/dom-setup.ts'] },
      },
    ],
  },
});
