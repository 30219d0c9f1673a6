import { expect, test } from '@playwright/test';
import { MAIN_NAV } from '../lib/navigation';

/*
 * The same site without JavaScript (docs/behaviours.md#sans-javascript): on a phone the menu opens and closes, every
 * control shown works (links, native disclosures and form controls), and no button that only
 * a script could run is shown. The comparison's own filters: e2e/comparison-no-js.spec.ts.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

const [FIRST] = MAIN_NAV;
if (!FIRST) throw new Error('lib/navigation.ts: MAIN_NAV is empty');
const ROUTES = ['/', '/parrainage', '/banque/boursobank', '/neobanque/revolut', '/blog/parrainage-boursobank'] as const;

for (const route of ROUTES) {
  test(`${route} without JavaScript: the menu opens and closes, every control shown works`, async ({ page }) => {
    await page.goto(route);
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    const first = nav.getByRole('link', { name: FIRST.label, exact: true });

    // No button is shown: each would need a script (menu, theme, copy, calendar).
    await expect(page.locator('button:visible')).toHaveCount(0);

    const menu = nav.getByRole('link', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(first).toBeHidden();
    await menu.click();
    for (const { label } of MAIN_NAV) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    // Opening the menu does not scroll the page away from its header.
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await nav.getByRole('link', { name: 'Fermer le menu' }).click();
    await expect(first).toBeHidden();

    // Every native disclosure opens.
    const summaries = page.locator('summary:visible');
    for (let i = 0; i < (await summaries.count()); i += 1) {
      const summary = summaries.nth(i);
      const open = await summary.evaluate((el) => (el.parentElement as HTMLDetailsElement).open);
      await summary.click();
      expect(await summary.evaluate((el) => (el.parentElement as HTMLDetailsElement).open)).toBe(!open);
    }

    // And the menu's links lead somewhere.
    await menu.click();
    await first.click();
    await expect(page).toHaveURL(FIRST.href);
    await expect(page.locator('h1')).toBeVisible();
  });
}
