import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '../lib/content/routes.generated';

/**
 * The page layout of issue 24, on the production build. On a desktop screen a content page
 * uses its width: the text at its reading width and, beside it, the page's plan (« Sur cette
 * page ») and where the figures come from; on a phone the text alone, nothing wider than the
 * screen. The plan's links lead to the sections they name, on every page.
 */
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };
/** « The main content uses more than 900 px of width » at 1440 px (issue 24). */
const MIN_CONTENT_WIDTH = 900;
/** Offer pages (their box comes first) and overview pages: the pages the issue measures. */
const MEASURED = [
  '/',
  '/parrainage',
  '/banque',
  '/cashback',
  '/banque/boursobank',
  '/neobanque/revolut',
  '/cashback/igraal',
  '/blog/parrainage-boursobank',
];

/** Left edge of the text to right edge of the side column: the width the content covers. */
const contentSpan = (page: Page) =>
  page.evaluate(() => {
    const text = document.querySelector('.doc-layout__main')?.getBoundingClientRect();
    const side = document.querySelector('.doc-layout__side')?.getBoundingClientRect();
    return text && side && side.width > 0
      ? { span: side.right - text.left, text: text.width, side: side.width, gap: side.left - text.right }
      : null;
  });

test.describe('desktop, 1440 px', () => {
  test.use({ viewport: DESKTOP });
  for (const route of MEASURED) {
    test(`${route}: the content covers more than ${MIN_CONTENT_WIDTH} px, the plan and the method beside the text`, async ({ page }) => {
      await page.goto(route);
      const measured = await contentSpan(page);
      expect(measured, 'both columns laid out').not.toBeNull();
      expect(measured!.span).toBeGreaterThan(MIN_CONTENT_WIDTH);
      expect(measured!.gap, 'the side column beside the text, not under it').toBeGreaterThan(0);
      await expect(page.locator('.doc-layout__side .toc a').first()).toBeVisible();
      await expect(page.locator('.doc-layout__side .method-note a')).toHaveAttribute('href', /^\/a-propos#/);
    });
  }
});

test.describe('phone, 375 px', () => {
  test.use({ viewport: PHONE });
  for (const route of MEASURED) {
    test(`${route}: the text alone, no side column and nothing wider than the screen`, async ({ page }) => {
      await page.goto(route);
      await expect(page.locator('.doc-layout__side')).toBeHidden();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test('every page plan links to sections that exist, in the order of the page', async ({ page }) => {
  test.setTimeout(120_000);
  let plans = 0;
  for (const route of ROUTES) {
    await page.goto(route);
    const problems = await page.evaluate(() => {
      const links = [...document.querySelectorAll<HTMLAnchorElement>('.toc a')];
      const targets = links.map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1))));
      const missing = links.filter((_, index) => !targets[index] || targets[index]?.tagName !== 'H2').map((link) => link.hash);
      const found = targets.filter((target): target is HTMLElement => target !== null);
      const ordered = found.every(
        (target, index) => index === 0 || found[index - 1]!.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
      const allH2 = document.querySelectorAll('article h2[id]').length;
      return { count: links.length, missing, ordered, sameCount: links.length === 0 || links.length === allH2 };
    });
    if (problems.count > 0) plans += 1;
    expect(problems.missing, `${route}: links without their section`).toEqual([]);
    expect(problems.ordered, `${route}: plan in the page's order`).toBe(true);
    expect(problems.sameCount, `${route}: one link per section`).toBe(true);
  }
  expect(plans, 'pages with a plan').toBeGreaterThan(ROUTES.length / 2);
});
