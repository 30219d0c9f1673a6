import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ROUTES } from '../lib/content/routes.generated';

/**
 * Each family comes from the content build (the documents of its type), so a page a
 * writer adds is checked here with no change to this file.
 */
const urlsOf = (type: string) => (JSON.parse(readFileSync(`.contentlayer/generated/${type}/_index.json`, 'utf8')) as { url: string }[]).map((doc) => doc.url).sort();
const banks = urlsOf('Bank');
const cards = urlsOf('Card');
const portals = urlsOf('CashbackPortal');
const articles = urlsOf('Article');

test('the page families are all there, and their addresses follow their type', () => {
  const is = (pattern: RegExp) => ROUTES.filter((route) => pattern.test(route)).sort();
  for (const family of [banks, cards, portals, articles]) expect(family.length).toBeGreaterThan(0);
  expect(is(/^\/banque\/[^/]+$/)).toEqual(banks);
  expect(is(/^\/banque\/[^/]+\/cartes\/[^/]+$/)).toEqual(cards);
  expect(is(/^\/cashback\/[^/]+$/)).toEqual(portals);
  expect(is(/^\/blog\/[^/]+$/)).toEqual(articles);
});

for (const route of [...banks, ...portals, '/banque/fortuneo/parrainage']) {
  test(`${route} carries a referral block with live amounts and its check date`, async ({ page }) => {
    await page.goto(route);
    await expect(page.locator('h1')).not.toBeEmpty();
    const block = page.getByRole('region', { name: /^Offre de parrainage / }).first();
    await expect(block).toBeVisible();
    await expect(block.locator('[data-prime]').first()).toHaveText(/\d\u00a0€|montant non communiqué/);
    await expect(block.getByText(/Conditions vérifiées le \d{1,2} \p{L}+ \d{4}/u)).toBeVisible();
  });
}

/** Offer pages whose frontmatter gives the site's referral code (the owner's codes; see e2e/copy-code.spec.ts for the button itself). */
const offersWithCode = ['Bank', 'CashbackPortal']
  .flatMap((type) => JSON.parse(readFileSync(`.contentlayer/generated/${type}/_index.json`, 'utf8')) as { url: string; referralCode?: string }[])
  .filter((doc) => doc.referralCode);

for (const offer of offersWithCode) {
  test(`${offer.url}: the copy button puts the code ${offer.referralCode} on the clipboard`, async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto(offer.url);
    const block = page.getByRole('region', { name: /^Offre de parrainage / }).first();
    await block.getByRole('button', { name: 'Copier le code' }).click();
    await expect(block.getByRole('status')).toHaveText('Code copié');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(offer.referralCode);
  });
}

for (const route of cards) {
  test(`${route} shows its card sheet`, async ({ page }) => {
    await page.goto(route);
    await expect(page.locator('h1')).not.toBeEmpty();
    const sheet = page.getByRole('region', { name: /^Fiche de la carte / });
    await expect(sheet).toBeVisible();
    for (const label of ['Cotisation', 'Condition de revenus', 'Plafond de paiement', 'Plafond de retrait', 'Frais à l’étranger', 'Assurances et assistance']) {
      await expect(sheet.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(sheet.getByText(/Vérifié le/)).toBeVisible();
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
