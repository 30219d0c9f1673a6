import { expect, test, type Page } from '@playwright/test';
import { FACET_LABELS } from '../lib/offers/facets';
import { FAMILY_LABELS } from '../lib/primes/families';
import { hydrated } from './hydrated';
import { OFFER_PAGES } from './page-checks/offer-box';

/*
 * With JavaScript, what a visitor chose in the comparison lives in the address: it can be
 * shared, and « back » after opening an offer, or a reload, finds the same view. And a numbered
 * source link shows its source, opening the closed « Sources » list where it stands.
 */
const shownRows = (page: Page) =>
  page
    .locator('table.comparison--offers tbody tr')
    .evaluateAll((rows) => rows.filter((row) => row.getClientRects().length > 0).map((row) => row.getAttribute('data-provider') ?? ''));

async function expectSameView(page: Page, rows: readonly string[]) {
  await expect(page.getByRole('checkbox', { name: FACET_LABELS['has-page'] })).toBeChecked();
  await expect(page.getByRole('radio', { name: FAMILY_LABELS.banque, exact: true })).toBeChecked();
  await expect.poll(() => shownRows(page)).toEqual(rows);
}

test('the comparison’s choices live in the address: shared, found again after « back » and a reload', async ({ page }) => {
  await page.goto('/parrainage');
  await hydrated(page);
  await page.getByRole('radio', { name: FAMILY_LABELS.banque, exact: true }).check();
  await page.getByRole('checkbox', { name: FACET_LABELS['has-page'] }).check();
  await expect(page).toHaveURL(/\/parrainage\?famille=banque&filtre=has-page$/);
  const rows = await shownRows(page);
  expect(rows.length, 'banks with a page').toBeGreaterThan(0);

  // Open the first offer kept, then come back.
  await page.locator(`table.comparison--offers tbody tr[data-provider="${rows[0]}"] th a`).click();
  await page.waitForURL((url) => url.pathname !== '/parrainage');
  await page.goBack();
  await expect(page).toHaveURL(/\/parrainage\?famille=banque&filtre=has-page$/);
  await expectSameView(page, rows);

  await page.reload();
  await hydrated(page);
  await expectSameView(page, rows);

  // The address shared as is, in a fresh page.
  const shared = await page.context().newPage();
  await shared.goto('/parrainage?famille=banque&filtre=has-page');
  await hydrated(shared);
  await expectSameView(shared, rows);
  await shared.close();
});

test('a numbered source link shows its source, opening the closed « Sources » list', async ({ page }) => {
  const route = OFFER_PAGES.get('N26');
  expect(route, 'N26’s offer page').toBeDefined();
  await page.goto(route ?? '/');
  await hydrated(page);
  const box = page.locator('section.referral[data-provider="N26"]');
  const list = box.locator('details.facts__sources');
  await expect(list).not.toHaveAttribute('open', '');
  const link = box.locator('[data-offer-facts] .fact__source').first();
  const target = (await link.getAttribute('href')) ?? '';
  expect(target).toMatch(/^#source-n26-\d+$/);
  await link.click();
  await expect(list).toHaveAttribute('open', '');
  await expect(page.locator(target)).toBeInViewport();
});
