import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { STATIC_BUDGETS } from '../scripts/lib/budgets.mjs';
import { firestoreChunks, firstLoadStats } from '../scripts/lib/bundle-stats.mjs';

/*
 * Issue 15's budgets that do not depend on timing (Lighthouse figures stay in
 * `npm run bench`). Here, not in Vitest: it needs the production build, which
 * `npm test` makes only for the end-to-end tests (playwright.config.ts webServer);
 * this file reads that very build (.next) and the pages it serves.
 */
const ROOT = resolve(import.meta.dirname, '..');
const KB = 1024;

test.describe('first-load JavaScript (build statistics)', () => {
  // Test-only pages (e2e/fixtures/content) exist only in the fixture site's build, not in this one.
  const routes = firstLoadStats(ROOT).filter(({ route }) => !route.startsWith('/essai-'));

  test('covers the content route', () => {
    expect(routes.map(({ route }) => route)).toContain('/[[...slug]]');
  });

  test('island code and the stylesheet text stay out of every first load, and are in the build', () => {
    // `typeof window === 'undefined' ? require(…) : undefined` (components/islands/, SiteHead):
    // the bundler folds the test and leaves the server-only branch out of the browser's code.
    // If it stopped folding, these would join the first load (UPGRADING.md, Turbopack).
    const markers = ['.site-header__inner{', 'Navigation principale', 'Primes de parrainage en vigueur'];
    const firstLoad = new Set(routes.flatMap(({ chunks }) => chunks));
    const text = (chunk: string) => readFileSync(join(ROOT, chunk), 'utf8');
    for (const chunk of firstLoad) for (const marker of markers) expect(text(chunk).includes(marker), `${marker} in ${chunk}`).toBe(false);
    // Not vacuous: the islands' own chunks hold the components' text.
    const chunksDir = join(ROOT, '.next/static/chunks');
    const all = readdirSync(chunksDir)
      .filter((name) => name.endsWith('.js'))
      .map((name) => `.next/static/chunks/${name}`);
    for (const marker of markers.slice(1))
      expect(
        all.some((chunk) => text(chunk).includes(marker)),
        marker,
      ).toBe(true);
  });

  for (const { route, gzipBytes, chunks } of routes) {
    test(`${route}: at most ${STATIC_BUDGETS.firstLoadGzipKb} kB gzip, without the Firestore SDK`, () => {
      expect(gzipBytes / KB, chunks.join('\n')).toBeLessThanOrEqual(STATIC_BUDGETS.firstLoadGzipKb);
      expect(firestoreChunks(ROOT, chunks)).toEqual([]);
    });
  }
});

// Per route (inline page data, client components, elements hydrated): e2e/pages.spec.ts and e2e/page-checks/page-weight.ts.
