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
  // (components/layout/SiteHead.tsx, docs/architecture.md).
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
  // Interactive components are sent in place: no streaming boundary is left for a script to fill.
  expect(html).not.toContain('<!--$?-->');
  expect(html).not.toMatch(/<template id="B:\d+"/);
  expect(html).not.toMatch(/<div hidden id="S:\d+"/);
}
