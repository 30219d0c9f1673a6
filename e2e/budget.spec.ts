import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { STATIC_BUDGETS } from '../scripts/lib/budgets.mjs';
import { firestoreChunks, firstLoadStats } from '../scripts/lib/bundle-stats.mjs';

/*
 * The budgets that do not depend on timing (BENCHMARKS.md#budgets; Lighthouse figures stay in
 * `npm run bench`). Here, not in Vitest: it needs the production build, which
 * `npm test` makes only for the end-to-end tests (playwright.config.ts webServer);
 * this file reads that very build (.next) and the pages it serves.
 */
const ROOT = resolve(import.meta.dirname, '..');
const KB = 1024;

test.describe('first-load JavaScript (build statistics)', () => {
  // Test-only pages (e2e/fixtures/content) exist only in the fixture site's build, not in this one.
  const routes = firstLoadStats(ROOT).filter(({ route }) => !route.startsWith('/essai-'));

  test('the build has its id and its prerendered pages where the scripts read them', () => {
    // scripts/lib/build-stamp.mjs reads BUILD_ID to know a build is current; the bench counts the pages (UPGRADING.md).
    expect(readFileSync(join(ROOT, '.next/BUILD_ID'), 'utf8').trim()).not.toBe('');
    const pages = readdirSync(join(ROOT, '.next/server/app'), { recursive: true, encoding: 'utf8' }).filter((name) =>
      name.endsWith('.html'),
    );
    expect(pages).toContain('parrainage.html');
    expect(pages.length).toBeGreaterThan(30);
  });

  test('covers the content route', () => {
    expect(routes.map(({ route }) => route)).toContain('/[[...slug]]');
  });

  test('the stylesheet is a CSS file of the build, not JavaScript of any first load', () => {
    const marker = '.site-header__inner{';
    const firstLoad = new Set(routes.flatMap(({ chunks }) => chunks));
    const text = (file: string) => readFileSync(join(ROOT, file), 'utf8');
    for (const chunk of firstLoad) expect(text(chunk).includes(marker), `${marker} in ${chunk}`).toBe(false);
    const css = readdirSync(join(ROOT, '.next/static/chunks')).filter((name) => name.endsWith('.css'));
    expect(css.some((name) => text(`.next/static/chunks/${name}`).includes(marker))).toBe(true);
  });

  for (const { route, gzipBytes, chunks } of routes) {
    test(`${route}: at most ${STATIC_BUDGETS.firstLoadGzipKb} kB gzip, without the Firestore SDK`, () => {
      expect(gzipBytes / KB, chunks.join('\n')).toBeLessThanOrEqual(STATIC_BUDGETS.firstLoadGzipKb);
      expect(firestoreChunks(ROOT, chunks)).toEqual([]);
    });
  }
});

// Per route (inline page data, client components, elements hydrated): e2e/pages.spec.ts and e2e/page-checks/page-weight.ts.
