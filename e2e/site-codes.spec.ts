import { expect, test } from '@playwright/test';
import { FIXTURE_ORIGIN } from '../playwright.config';

/**
 * The offer boxes, tables and disclosures with the site's own codes, on the fixture
 * build (content/ with e2e/fixtures/content/codes.yaml: a code and link for Fortuneo
 * Gold, a code alone for Joko, nothing for the others). The shipped, empty state is
 * proven on the production build by e2e/page-checks/honest-offers.ts.
 */
test.use({ baseURL: FIXTURE_ORIGIN });

const REFERRAL_URL = 'https://parrainage.exemple.fr/fortuneo?code=ESSAI2026';

test('with a code and a link: the code copies, and the referral link is the sponsored main button', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  // No internet here: the referral address is answered by the test.
  await page.route('https://parrainage.exemple.fr/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Fortuneo</title>' }),
  );
  await page.goto('/banque/fortuneo');
  const gold = page.getByRole('region', { name: 'Offre de parrainage Fortuneo (carte Gold)' });
  await expect(gold.locator('code')).toHaveText('ESSAI2026');
  await gold.getByRole('button', { name: 'Copier le code' }).click();
  await expect(gold.getByRole('status')).toHaveText('Code copié');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('ESSAI2026');
  await expect(gold).toContainText(/Bonus de partage, versé par notre parrain/);
  await expect(gold).toContainText('Code confirmé par le site le 20 novembre 2026');

  const button = gold.getByRole('link', { name: 'S’inscrire avec notre lien de parrainage' });
  await expect(button).toHaveAttribute('href', REFERRAL_URL);
  await expect(button).toHaveAttribute('rel', 'sponsored noopener noreferrer');
  const leaving = page.waitForRequest(REFERRAL_URL);
  await button.click();
  expect((await leaving).headers().referer).toBeUndefined();
});

test('on the same page, the offer without a code stays honest', async ({ page }) => {
  await page.goto('/banque/fortuneo');
  const fosfo = page.getByRole('region', { name: 'Offre de parrainage Fortuneo (carte Fosfo)' });
  await expect(fosfo).toContainText('Nous n’avons pas de code de parrainage Fortuneo en ce moment.');
  await expect(fosfo.locator('a.button, [rel~="sponsored"]')).toHaveCount(0);
  await expect(fosfo).not.toContainText('Bonus de partage');
});

test('with a code but no link: type the code at sign-up; the official site stays a plain link', async ({ page }) => {
  await page.goto('/cashback/joko');
  const joko = page.getByRole('region', { name: 'Offre de parrainage Joko' });
  await expect(joko.locator('code')).toHaveText('JOKOESSAI');
  await expect(joko).toContainText('Saisissez ce code pendant l’inscription');
  await expect(joko.locator('[rel~="sponsored"]')).toHaveCount(0);
  await expect(joko.getByRole('link', { name: 'site officiel de Joko' })).toHaveAttribute('rel', 'noopener noreferrer');
});

test('the disclosures name the two offers the site has codes for', async ({ page }) => {
  for (const route of ['/', '/parrainage', '/mentions-legales']) {
    await page.goto(route);
    const disclosure = page.locator('[data-site-codes]');
    await expect(disclosure).toHaveAttribute('data-site-codes', '2');
    await expect(disclosure).toContainText('Fortuneo (carte Gold) et Joko');
  }
});

test('the comparison shows the share bonus only for the offers with a code, and explains it', async ({ page }) => {
  await page.goto('/parrainage');
  const table = page.getByRole('table', { name: /Primes de parrainage en vigueur/ });
  await expect(table.getByRole('columnheader', { name: /Bonus de partage/ })).toBeVisible();
  // The share bonus's cell, by its column's label: the cards of a phone and the table's columns alike.
  const share = (provider: string) => table.locator(`tr[data-provider="${provider}"] td[data-label^="Bonus de partage"]`);
  await expect(share('FORTUNEO_GOLD')).toHaveText(/\d+\s€/);
  await expect(share('JOKO')).toHaveText(/\d+\s€/);
  await expect(share('IGRAAL')).toHaveText('—pas de code du site');
  await expect(page.locator('.table-note')).toContainText(/Bonus de partage\s: la part de sa propre prime/);
});
