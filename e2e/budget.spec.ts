import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROUTES } from '../lib/content/routes.generated';
import { STATIC_BUDGETS } from '../scripts/lib/budgets.mjs';
import { firestoreChunks, firstLoadStats } from '../scripts/lib/bundle-stats.mjs';
import { inlineFlight, pageWeight } from '../scripts/lib/page-weight.mjs';

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

test.describe('inline page data and start-up client components (served HTML)', () => {
  for (const route of ROUTES) {
    test(route, async ({ request }) => {
      const html = await (await request.get(route)).text();
      const weight = pageWeight(html);
      expect(weight.clientComponents, 'no client reference found: has the payload format changed?').toBeGreaterThan(0);
      expect(weight.inlineDataBytes / KB).toBeLessThanOrEqual(STATIC_BUDGETS.inlineDataKb);
      expect(weight.stylesheetCopyBytes / KB).toBeLessThanOrEqual(STATIC_BUDGETS.stylesheetCopyKb);
      // The stylesheet is in the head, once: the first paint waits for no other request
      // (components/layout/SiteHead.tsx, BENCHMARKS.md).
      expect(html).not.toMatch(/<link[^>]*rel="stylesheet"|<link[^>]*rel="preload"[^>]*as="style"/);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.match(/<style>[^<]*\.site-header\{/g)).toHaveLength(1);
      expect(html.split('.site-header__inner{').length - 1).toBe(1);
      // So is the boot script, first in <head>, and not copied into the page data either
      // (components/layout/SiteHead.tsx): 1.8 kB more in every page when it was.
      const boot = /<script>((?:(?!<\/script>)[\s\S])*?\.dataset\.js=(?:(?!<\/script>)[\s\S])*)<\/script>/.exec(head)?.[1];
      expect(boot, 'the boot script, in <head>').toBeDefined();
      expect(inlineFlight(html).includes(boot!.slice(0, 120))).toBe(false);
      // The structured data is in the HTML, for search engines, and not copied into the page
      // data (components/seo/PageStructuredData.tsx): no script of the page reads it.
      expect(html).toContain('<script type="application/ld+json">{"@context":"https://schema.org"');
      expect(inlineFlight(html)).not.toContain('schema.org');
      expect(weight.clientComponents).toBeLessThanOrEqual(STATIC_BUDGETS.clientComponents);
      expect(weight.clientInstances).toBeLessThanOrEqual(STATIC_BUDGETS.clientInstances);
      expect(weight.serverElements, 'elements React decodes from the page data').toBeLessThanOrEqual(STATIC_BUDGETS.serverElements);
      expect(weight.serverElements, 'no element found: has the payload format changed?').toBeGreaterThan(0);
    });
  }
});

test.describe('elements React hydrates in the page’s tree (in the browser)', () => {
  // Counted on the DOM: an element React hydrated carries its fiber (a `__reactFiber$…` key, a
  // React internal that UPGRADING.md lists to check on an upgrade; the test fails, not passes,
  // if it disappears). Inside an island's wrapper, the elements belong to the island's own root.
  for (const route of ROUTES) {
    test(route, async ({ page }) => {
      await page.goto(route);
      await expect(page.locator('[data-island]:not([data-island-ready])')).toHaveCount(0);
      const counted = await page.evaluate(() => {
        const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
        const inIsland = (element: Element) => element.parentElement?.closest('[data-island-box]') !== null;
        const pageTree = [...document.body.querySelectorAll('*')].filter((element) => hydrated(element) && !inIsland(element));
        const text = [...document.querySelectorAll('.prose p, .prose h2, .prose li')].filter((element) => !inIsland(element));
        return {
          pageTree: pageTree.length,
          text: text.length,
          hydratedText: text.filter(hydrated).length,
          header: hydrated(document.querySelector('.site-header')!),
        };
      });
      expect(counted.header, 'the header is hydrated: has React renamed its fiber key?').toBe(true);
      expect(counted.pageTree).toBeLessThanOrEqual(STATIC_BUDGETS.pageTreeElements);
      // The page's text is kept as the server's HTML (components/islands/ServerMarkup.tsx).
      expect(counted.text, 'the page has text').toBeGreaterThan(0);
      expect(counted.hydratedText).toBe(0);
    });
  }
});
