import { expect } from '@playwright/test';
import { STATIC_BUDGETS } from '../../scripts/lib/budgets.mjs';
import { inlineFlight, pageWeight } from '../../scripts/lib/page-weight.mjs';
import type { Visit } from './visit';

const KB = 1024;

/** The served HTML: inline page data and start-up client components within budget, stylesheet and boot script once. */
export function expectServedWeight({ html }: Visit): void {
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
  // Islands are sent in place: no streaming boundary is left for a script to fill.
  expect(html).not.toContain('<!--$?-->');
  expect(html).not.toMatch(/<template id="B:\d+"/);
  expect(html).not.toMatch(/<div hidden id="S:\d+"/);
}

/**
 * Elements React hydrates in the page's tree, counted on the DOM: an element React hydrated
 * carries its fiber (a `__reactFiber$…` key, a React internal that UPGRADING.md lists to check
 * on an upgrade; the check fails, not passes, if it disappears). Inside an island's wrapper,
 * the elements belong to the island's own root.
 */
export async function expectHydratedElements({ page }: Visit): Promise<void> {
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
}
