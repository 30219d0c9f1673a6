import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** axe-core's own build, read once per worker and evaluated in each page scanned. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * WCAG 2.1 A and AA, and axe's best practices. Only violations are collected: axe then stops
 * gathering every passing node (same rules, less work).
 */
const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  resultTypes: ['violations'],
};

/**
 * No axe violation on the page as shown. axe-core runs in the page itself, as its own
 * documentation shows (`axe.run`): the `@axe-core/playwright` wrapper added about a second per
 * scan here (it configures and re-serialises per frame), for pages that have no frame to gather.
 */
export async function expectNoAxeViolation(page: Page): Promise<void> {
  expect(await page.locator('iframe, frame').count(), 'a frame this scan would not reach').toBe(0);
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (options) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe;
    const results = await axe.run(document, options);
    return results.violations.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')})`,
    );
  }, RUN_OPTIONS);
  expect(violations).toEqual([]);
}
