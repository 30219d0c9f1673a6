import { expect, test } from '@playwright/test';
import { resolve } from 'node:path';
import { ROUTES } from '../lib/content/routes.generated';
import { STATIC_BUDGETS } from '../scripts/lib/budgets.mjs';
import { firestoreChunks, firstLoadStats } from '../scripts/lib/bundle-stats.mjs';
import { pageWeight } from '../scripts/lib/page-weight.mjs';

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

  for (const { route, gzipBytes, chunks } of routes) {
    test(`${route}: at most ${STATIC_BUDGETS.firstLoadGzipKb} kB gzip, without the Firestore SDK`, () => {
      expect(gzipBytes / KB, chunks.join('\n')).toBeLessThanOrEqual(STATIC_BUDGETS.firstLoadGzipKb);
      expect(firestoreChunks(ROOT, chunks)).toEqual([]);
    });
  }
});

test.describe('inline page data and start-up client components (served HTML)', () => {
  for (const route of ROUTES) {
    test(route, async ({ request }) => {
      const html = await (await request.get(route)).text();
      const weight = pageWeight(html);
      expect(weight.clientComponents, 'no client reference found: has the payload format changed?').toBeGreaterThan(0);
      expect(weight.inlineDataBytes / KB).toBeLessThanOrEqual(STATIC_BUDGETS.inlineDataKb);
      expect(weight.stylesheetCopyBytes / KB).toBeLessThanOrEqual(STATIC_BUDGETS.stylesheetCopyKb);
      // The stylesheet is in the head, once: the first paint waits for no other request
      // (components/styles/SiteStyles.tsx, BENCHMARKS.md).
      expect(html).not.toMatch(/<link[^>]*rel="stylesheet"|<link[^>]*rel="preload"[^>]*as="style"/);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.match(/<style>[^<]*\.site-header\{/g)).toHaveLength(1);
      expect(html.split('.site-header__inner{').length - 1).toBe(1);
      expect(weight.clientComponents).toBeLessThanOrEqual(STATIC_BUDGETS.clientComponents);
      expect(weight.clientInstances).toBeLessThanOrEqual(STATIC_BUDGETS.clientInstances);
    });
  }
});
