import { expect, test } from '@playwright/test';
import { ROUTES } from '../lib/content/routes.generated';

const is = (pattern: RegExp) => ROUTES.filter((route) => pattern.test(route));
const banks = is(/^\/banque\/[^/]+$/);
const cards = is(/^\/banque\/[^/]+\/cartes\/[^/]+$/);
const portals = is(/^\/cashback\/[^/]+$/);
const articles = is(/^\/blog\/[^/]+$/);
const appOffers = is(/^\/(neobanque|investissement)\/[^/]+$/);

test('every family of pages has pages', () => {
  for (const family of [banks, cards, portals, articles, appOffers]) expect(family.length).toBeGreaterThan(0);
});

for (const route of [...banks, ...portals, ...appOffers, '/banque/fortuneo/parrainage']) {
  test(`${route} carries a referral block with live amounts and its date`, async ({ page }) => {
    await page.goto(route);
    await expect(page.locator('h1')).not.toBeEmpty();
    const block = page.getByRole('region', { name: /^Offre de parrainage / }).first();
    await expect(block).toBeVisible();
    await expect(block.locator('[data-prime]').first()).toHaveText(/\d\u00a0€|montant non communiqué/);
    // "vérifiées" only beside the source read that day (e2e/offers.spec.ts); otherwise the update date.
    await expect(
      block.getByText(/^(Conditions vérifiées le \d{1,2} \p{L}+ \d{4} sur|Page mise à jour le \d{1,2} \p{L}+ \d{4})/u),
    ).toBeVisible();
  });
}

for (const route of cards) {
  test(`${route} shows its card sheet`, async ({ page }) => {
    await page.goto(route);
    await expect(page.locator('h1')).not.toBeEmpty();
    const sheet = page.getByRole('region', { name: /^Fiche de la carte / });
    await expect(sheet).toBeVisible();
    for (const label of [
      'Cotisation',
      'Condition de revenus',
      'Plafond de paiement',
      'Plafond de retrait',
      'Frais à l’étranger',
      'Assurances et assistance',
    ]) {
      await expect(sheet.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(sheet.getByText(/^(Fiche vérifiée le .* sur|Page mise à jour le)/)).toBeVisible();
  });
}

for (const route of articles) {
  test(`${route} is dated, timed and summarised`, async ({ page }) => {
    await page.goto(route);
    await expect(page.locator('h1')).not.toBeEmpty();
    await expect(page.getByText(/Publié le .* min de lecture/)).toBeVisible();
    await expect(page.locator('.lead')).not.toBeEmpty();
    expect(await page.locator('.prose h2').count()).toBeGreaterThanOrEqual(3);
  });
}

test('the blog lists every article, newest first', async ({ page }) => {
  await page.goto('/blog');
  const dates = await page.locator('.card-list time').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
  expect(dates).toHaveLength(articles.length);
  expect([...dates].sort().reverse()).toEqual(dates);
});
