import { expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { STATIC_BUDGETS } from '../../scripts/lib/budgets.mjs';
import { pageWeight } from '../../scripts/lib/page-weight.mjs';
import type { Visit } from './visit';

const KB = 1024;

/** The served HTML: inline page data and start-up client components within budget, stylesheet in <head>, boot script in <head>. */
export function expectServedWeight({ html }: Visit): void {
  const weight = pageWeight(html);
  expect(weight.clientComponents, 'no client reference found: has the payload format changed?').toBeGreaterThan(0);
  // The page data besides the stylesheet's copies: those are counted once, in the HTML's weight on the wire.
  expect((weight.inlineDataBytes - weight.stylesheetCopyBytes) / KB).toBeLessThanOrEqual(STATIC_BUDGETS.inlineDataKb);
  expect(weight.htmlGzipBytes / KB, 'HTML as it crosses the wire, gzip').toBeLessThanOrEqual(STATIC_BUDGETS.htmlGzipKb);
  const head = html.slice(0, html.indexOf('</head>'));
  expectInlineStylesheet(html, head, weight.stylesheetCopies);
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

const ROOT = resolve(import.meta.dirname, '../..');
/**
 * What `experimental.inlineCss` writes (next.config.mjs; UPGRADING.md S22), held exactly so that a Next.js
 * release that writes it otherwise fails here and in `npm run upgrade:check`: the build's one stylesheet,
 * whole, in one `<style>` of <head> naming its file; no linked stylesheet; and its text twice in the page data.
 */
const PAGE_DATA_COPIES = 2;
/** The build's stylesheets, read once for all the routes checked. */
const builtStylesheets = new Map<string, string>();
const builtStylesheet = (file: string) => {
  if (!builtStylesheets.has(file)) builtStylesheets.set(file, readFileSync(resolve(ROOT, '.next', file), 'utf8'));
  return builtStylesheets.get(file);
};
function expectInlineStylesheet(html: string, head: string, copies: number): void {
  expect(head.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? [], 'no linked stylesheet').toEqual([]);
  const styles = [...html.matchAll(/<style([^>]*)>([\s\S]*?)<\/style>/g)];
  expect(styles.length, 'one <style> in the page').toBe(1);
  const [element = '', attributes = '', css = ''] = styles[0] ?? [];
  expect(head, 'the <style> is in <head>').toContain(element);
  const file = /^ data-precedence="next" data-href="\/_next\/(static\/chunks\/[\w-]+\.css)"$/.exec(attributes)?.[1];
  expect(file, `the <style> names the build's stylesheet: ${attributes}`).toBeDefined();
  expect(css, 'the whole stylesheet of the build').toBe(builtStylesheet(file ?? ''));
  expect(copies, 'its copies in the page data').toBe(PAGE_DATA_COPIES);
}
