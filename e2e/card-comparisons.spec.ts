import { expect, test } from '@playwright/test';
import { ROUTES } from '../lib/content/routes.generated';
import { BANKS } from '../lib/mdx/card-banks';

/*
 * A visitor who starts on the home page finds each bank's card comparison there, follows the link,
 * and on a phone reads every card of it: the comparison scrolls sideways under its cue, the name of
 * each line kept in view.
 */
const CARD_COMPARISONS = ROUTES.filter((route) => BANKS.some((bank) => route === `/banque/${bank}/cartes`));

test('every bank with cards has its card comparison among the routes', () => {
  expect(CARD_COMPARISONS).toHaveLength(BANKS.length);
});

test.describe('on a phone, 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  for (const route of CARD_COMPARISONS) {
    test(`${route} is reached from the home page by a visible link, and shows every card`, async ({ page }) => {
      await page.goto('/');
      const link = page.locator(`main a[href="${route}"]`).first();
      await expect(link, `a link to ${route} in the home page's text`).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(route);
      const frame = page.locator('.table-frame', { has: page.locator('table.comparison--cards') });
      await expect(frame.locator('.table-scroll__cue')).toBeVisible();
      const lastCard = frame.locator('thead th').last();
      // Down to the table first, as a reader would: the page may open with text above it.
      await frame.locator('tbody tr').first().scrollIntoViewIfNeeded();
      await frame.locator('.table-scroll').evaluate((scroller) => scroller.scrollTo({ left: scroller.scrollWidth }));
      await expect(lastCard).toBeInViewport();
      await expect(frame.locator('tbody th').first()).toBeInViewport();
    });
  }
});
