import { expect } from '@playwright/test';
import { STATIC_BUDGETS } from '../../scripts/lib/budgets.mjs';
import { pageWeight } from '../../scripts/lib/page-weight.mjs';
import type { Visit } from './visit';

const KB = 1024;

/** The served HTML: inline page data and start-up client components within budget, stylesheet linked, boot script in <head>. */
export function expectServedWeight({ html }: Visit): void {
  const weight = pageWeight(html);
  expect(weight.clientComponents, 'no client reference found: has the payload format changed?').toBeGreaterThan(0);
  expect(weight.inlineDataBytes / KB).toBeLessThanOrEqual(STATIC_BUDGETS.inlineDataKb);
  // The stylesheets are imported by the root layout: Next.js links them from <head>, and the page
  // data holds no copy of their text (Next.js's `experimental.inlineCss` would put it there twice).
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head.match(/<link[^>]*rel="stylesheet"[^>]*>/g)?.length ?? 0, 'a stylesheet link in <head>').toBeGreaterThan(0);
  expect(html).not.toContain('.site-header__inner{');
  expect(weight.stylesheetCopyBytes / KB, 'stylesheet text copied into the page data').toBeLessThanOrEqual(STATIC_BUDGETS.stylesheetCopyKb);
  // The boot script is inline in <head>, so it runs before anything is painted (app/layout.tsx).
  const boot = /<script>((?:(?!<\/script>)[\s\S])*?\.dataset\.js=(?:(?!<\/script>)[\s\S])*)<\/script>/.exec(head)?.[1];
  expect(boot, 'the boot script, in <head>').toBeDefined();
  // The structured data is in the HTML, for search engines.
  expect(html).toContain('<script type="application/ld+json">{"@context":"https://schema.org"');
  expect(weight.clientComponents).toBeLessThanOrEqual(STATIC_BUDGETS.clientComponents);
  expect(weight.clientInstances).toBeLessThanOrEqual(STATIC_BUDGETS.clientInstances);
  expect(weight.serverElements, 'elements React decodes from the page data').toBeLessThanOrEqual(STATIC_BUDGETS.serverElements);
  expect(weight.serverElements, 'no element found: has the payload format changed?').toBeGreaterThan(0);
  // Interactive components are sent in place: no streaming boundary is left for a script to fill.
  expect(html).not.toContain('<!--$?-->');
  expect(html).not.toMatch(/<template id="B:\d+"/);
  expect(html).not.toMatch(/<div hidden id="S:\d+"/);
}
