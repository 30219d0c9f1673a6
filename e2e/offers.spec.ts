import { offerRecordFiles } from './offer-record-files';
import { expect, test } from '@playwright/test';
import { PROVIDER_FAMILY, PROVIDER_LABELS, type Provider } from '../lib/primes/providers';

/** The running cashback programmes (content/offres/): the ones the comparison ranks under « Cashback ». */
type RecordFile = { provider: Provider; page?: string; programme: { status: string } };
const OPEN_CASHBACK = offerRecordFiles<RecordFile>().filter(
  (record) => record.programme.status === 'open' && PROVIDER_FAMILY[record.provider] === 'cashback',
);

// Per route (honest boxes, dated sources, French spacing): e2e/pages.spec.ts and e2e/page-checks/honest-offers.ts.

test('the disclosures speak of the site’s codes only as the data says: none today', async ({ page }) => {
  for (const route of ['/', '/parrainage', '/mentions-legales']) {
    await page.goto(route);
    const disclosure = page.locator('[data-site-codes]');
    await expect(disclosure).toHaveAttribute('data-site-codes', '0');
    await expect(disclosure).toContainText('aucun code ni lien de parrainage');
    await expect(page.locator('main')).not.toContainText(/ses codes|un code du site/);
  }
});

test('the comparison ranks by what the referee receives and gives each main condition', async ({ page }) => {
  await page.goto('/parrainage');
  const table = page.getByRole('table', { name: /Primes de parrainage en vigueur/ });
  await expect(table.locator('thead th').nth(1)).toHaveAttribute('aria-sort', 'descending');
  await expect(table.locator('thead th').nth(1)).toContainText('Prime du filleul');
  const fortuneoGold = table.locator('tr[data-provider="FORTUNEO_GOLD"] td.condition');
  await expect(fortuneoGold).toContainText('2\u00a0200\u00a0€');
  // A running programme without a page says why (its record's withoutPage), and no row is left unexplained.
  const crypto = table.locator('tr[data-provider="CRYPTO"]');
  await expect(crypto.locator('td.condition')).toContainText(/Pas de page sur ce site\. \S/);
  await expect(crypto.getByRole('link')).toHaveCount(0);
  // A programme that ended is not ranked: Curve is listed apart, with its end date.
  await expect(table.locator('tr[data-provider="CURVE"]')).toHaveCount(0);
  await expect(page.locator('.comparison-apart li[data-provider="CURVE"]')).toContainText('a pris fin le 31 mars 2024');
  await expect(table.locator('td.condition', { hasText: 'non vérifiée par le site' })).toHaveCount(0);
  // No site code, so no share bonus: neither a column of dashes nor its definition.
  await expect(table.locator('thead th')).toHaveText(
    ['Offre', 'Prime du filleul', 'Valeur nette', 'Prime du parrain', 'Condition principale'].map((label) => new RegExp(label)),
  );
  await expect(page.locator('.table-note')).not.toContainText('Bonus de partage');
  await expect(page.locator('.table-note')).toContainText('Il dit ce que gagne le parrain, pas ce que vous recevez comme filleul');
  await page.getByRole('radio', { name: 'Cashback' }).check();
  await expect(table.locator('tbody tr:visible')).toHaveCount(OPEN_CASHBACK.length);
});

test('the home offers are ranked by the referee bonus, with their condition', async ({ page }) => {
  await page.goto('/');
  const amounts = await page.locator('.offer-card strong').allTextContents();
  // « aucune prime » and a ceiling without amount rank as 0; « jusqu’à 50 € … » as 50.
  const values = amounts.map((amount) => Number.parseFloat(amount.replace(/[^\d,]/g, '').replace(',', '.')) || 0);
  expect(values.length).toBeGreaterThan(2);
  expect([...values].sort((a, b) => b - a)).toEqual(values);
});

test('/favicon.ico answers with an icon', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/x-icon');
  const body = await response.body();
  expect([...body.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
});

test('card lists read as sentences: one label, one colon, a lower-case value or a figure', async ({ page }) => {
  await page.goto('/banque/boursobank');
  const metas = await page.locator('.card-list__item .meta').allTextContents();
  expect(metas.length).toBeGreaterThan(0);
  for (const meta of metas) {
    expect(meta).toMatch(/Cotisation\u00a0: [\p{Ll}\d].*Condition de revenus\u00a0: [\p{Ll}\d]/u);
    expect(meta.match(/:/g)).toHaveLength(2);
  }
  expect(metas.join(' ')).not.toContain('Revenus exigés');
});

/** The `page` of every offer record (content/offres/*.yaml): where links to an offer go. */
/** The pages of running programmes: a programme that ended or was not found keeps its page but gets no card. */
const recordPages = (): string[] =>
  offerRecordFiles<RecordFile>().flatMap((record) => (record.programme.status === 'open' && record.page ? [record.page] : []));

test('the home page links every running offer that has a page, to the page where its box comes first', async ({ page }) => {
  await page.goto('/');
  // The site's own links; a card's check line also links the source it names, elsewhere.
  const linked = await page
    .locator('.offer-grid a[href^="/"], .offer-more a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(new Set(linked)).toEqual(new Set(recordPages()));
  // The Fortuneo offers lead to the page where their own box comes first, not to the bank's page.
  expect(linked).not.toContain('/banque/fortuneo');
  for (const [provider, href] of [
    ['FORTUNEO_GOLD', '/banque/fortuneo/parrainage'],
    ['FORTUNEO_FOSFO', '/banque/fortuneo/cartes/fosfo'],
  ] as const) {
    const link = page.locator('.offer-grid a, .offer-more a').filter({ hasText: PROVIDER_LABELS[provider] });
    await expect(link).toHaveAttribute('href', href);
  }
});

test('/banque gives each bank’s main condition beside its referee bonus', async ({ page }) => {
  await page.goto('/banque');
  const fortuneo = page.locator('.card-list__item').filter({ has: page.getByRole('link', { name: 'Fortuneo', exact: true }) });
  await expect(fortuneo.locator('.meta')).toContainText(/Prime du filleul\s:\s\d+\s€ · Carte Gold, avec 2\s200\s€ de revenus/);
});
