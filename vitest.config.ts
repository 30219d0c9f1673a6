import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const resolve = {
  alias: {
    '@/': root,
    'contentlayer/generated': `${root}.contentlayer/generated`,
  },
};

type CssLoader = (this: { resourcePath: string }, source: string) => string;
const inlineCssLoader = createRequire(import.meta.url)('./scripts/lib/inline-css-loader.cjs') as CssLoader;
const INLINE_CSS = '\0inline-css:';

/**
 * `import css from './file.css?inline'` through the very loader Next.js uses
 * (next.config.mjs), not Vite's own CSS handling: tests see the text pages get.
 */
const inlineCss: Plugin = {
  name: 'inline-css',
  enforce: 'pre',
  async resolveId(source, importer) {
    if (!source.endsWith('.css?inline')) return null;
    const resolved = await this.resolve(source.slice(0, -'?inline'.length), importer, { skipSelf: true });
    // Not ending in .css, or Vite's CSS plugin would take the module for a stylesheet.
    return resolved ? `${INLINE_CSS}${resolved.id}.js` : null;
  },
  load(id) {
    if (!id.startsWith(INLINE_CSS)) return null;
    const file = id.slice(INLINE_CSS.length, -'.js'.length);
    return inlineCssLoader.call({ resourcePath: file }, readFileSync(file, 'utf8'));
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
  plugins: [inlineCss],
  resolve,
  test: {
    projects: [
      {
        plugins: [inlineCss],
        resolve,
        test: {
          name: 'node',
          environment: 'node',
          include: [`${SOURCES}/**/*.test.ts`],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [inlineCss],
        resolve,
        test: { name: 'dom', environment: 'jsdom', include: [`${SOURCES}/**/*.test.tsx`], setupFiles: ['tests/dom-setup.ts'] },
      },
    ],
  },
});
