import { availableParallelism } from 'node:os';
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
 * Tests sit beside their code, wherever it is: `*.test.ts` run in Node (a file that needs a
 * DOM says so with `// @vitest-environment jsdom`), `*.test.tsx` (components) in jsdom.
 * Only the source folders: test-fixtures/ holds copies of the project.
 * End-to-end tests are Playwright's (e2e/).
 */
const SOURCES = '{app,components,lib,scripts,tests}';
export default defineConfig({
  resolve,
  test: {
    // One file per core (Vitest's default keeps one core free): many files mostly wait on a child
    // process (content builds, the dev server, Firestore emulators), which left the processor half idle.
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve,
        test: {
          name: 'node',
          environment: 'node',
          // Node files share their worker's module cache instead of importing everything again per
          // file, which cost about a third of the run's time and CPU. What one file leaves in the process, the next one of its
          // worker inherits: tests/node-setup.ts puts back what `vi` stubbed at the end of every file
          // and fails a file that left fake timers on.
          isolate: false,
          setupFiles: ['tests/node-setup.ts'],
          include: [`${SOURCES}/**/*.test.ts`],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve,
        test: { name: 'dom', environment: 'jsdom', include: [`${SOURCES}/**/*.test.tsx`], setupFiles: ['tests/dom-setup.ts'] },
      },
    ],
  },
});
