import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydrated';

/** The thin bar of page changes (docs/behaviours.md#barre-de-chargement: a page change shows when loading starts and ends). */
const bar = (page: Page) => page.locator('.bprogress .bar');

/** Every time the bar is added to or removed from the page, even for a few milliseconds. */
async function watchBar(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __bar: string[] };
    w.__bar = [];
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) if (node instanceof Element && node.classList.contains('bprogress')) w.__bar.push('shown');
        for (const node of record.removedNodes)
          if (node instanceof Element && node.classList.contains('bprogress')) w.__bar.push('removed');
      }
    }).observe(document, { childList: true, subtree: true });
  });
}
const barHistory = (page: Page) => page.evaluate(() => (window as unknown as { __bar: string[] }).__bar);

test('the bar appears when a navigation starts and is gone once the new page is shown', async ({ page }) => {
  // The server answers the page data slowly: the navigation lasts about 1.5 s.
  await page.route('**/*', async (route) => {
    if (route.request().headers().rsc) await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/parrainage');
  await hydrated(page);
  await expect(bar(page)).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Blog' }).click();
  await expect(bar(page)).toBeVisible();
  await expect(page.locator('main h1')).toContainText('Le parrainage expliqué');
  const box = await bar(page).boundingBox();
  expect(box?.y).toBe(0);
  expect(box?.height).toBeLessThanOrEqual(4);

  await expect(page).toHaveURL('/blog');
  await expect(page.locator('main h1')).not.toContainText('Le parrainage expliqué');
  await expect(page.locator('.bprogress')).toHaveCount(0);
});

test('back and forward show the bar too, and end it', async ({ page }) => {
  await watchBar(page);
  await page.goto('/parrainage');
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL('/blog');
  // Polled: the bar's code may arrive after the click (it is preloaded when the page is idle), and
  // the bar then shows and goes once it is there, after the new page.
  await expect.poll(() => barHistory(page)).toEqual(['shown', 'removed']);
  await expect(page.locator('.bprogress')).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL('/parrainage');
  await expect.poll(() => barHistory(page)).toEqual(['shown', 'removed', 'shown', 'removed']);
  await expect(page.locator('.bprogress')).toHaveCount(0);
});

test('an in-page # link is not a page change: no bar', async ({ page }) => {
  await watchBar(page);
  await page.goto('/parrainage');
  await page.locator('article a[href="#comparatif-de-toutes-les-offres-de-parrainage"]').first().click();
  await expect(page).toHaveURL(/#comparatif-de-toutes-les-offres-de-parrainage$/);
  await page.waitForTimeout(500);
  expect(await barHistory(page)).toEqual([]);
});
