import { expect, test } from '@playwright/test';
import { ROUTES } from '../lib/content/routes.generated';
import { MAIN_NAV } from '../lib/navigation';
import { hydrated } from './hydrated';

test('« À propos et méthode » is reached from the footer and listed in the sitemap', async ({ page, request }) => {
  expect(ROUTES).toContain('/a-propos');
  await page.goto('/banque/fortuneo/parrainage');
  await page.locator('footer').getByRole('link', { name: 'À propos et méthode' }).click();
  await expect(page).toHaveURL('/a-propos');
  await expect(page.locator('h1')).toHaveText('À propos et méthode');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>https?:\/\/[^<]+\/a-propos<\/loc>/);
});

test.describe('unknown paths', () => {
  // The test-only pages exist only on the fixture site (e2e/fixtures/content), never in the production build.
  for (const path of [
    '/banque/fortuneo/cartes/platinum',
    '/blog/inconnu',
    '/cashback/JOKO',
    '/nulle-part',
    '/banque/boursobank/etapes/suite',
    '/essai-erreur',
    '/essai-parrainage',
  ]) {
    test(`${path} is the French 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle('Page introuvable - 404');
      await expect(page.locator('h1')).toHaveText('404');
      await expect(page.getByText('Oups\u00a0! On dirait que cette page s’est évaporée.')).toBeVisible();
      const home = page.getByRole('link', { name: 'Retour à la page d’accueil' });
      await expect(home).toHaveAttribute('href', '/');
      await home.click();
      await expect(page).toHaveURL('/');
    });
  }
});

test.describe('navigation menu', () => {
  test('collapses behind an accessible button at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Menu' });
    const blogLink = page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Blog' });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(blogLink).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(blogLink).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(blogLink).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Banques', exact: true }),
    ).toBeFocused();
    const blogItem = page.locator('.site-nav__list a[href="/blog"]');
    await expect(blogItem).not.toHaveAttribute('aria-current');
    await blogLink.click();
    await expect(page).toHaveURL('/blog');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // The menu, outside the router's tree, follows the page shown after a client-side navigation.
    await expect(blogItem).toHaveAttribute('aria-current', 'page');
  });

  test('shows the links and no menu button at 1440 px', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    for (const { label } of MAIN_NAV) {
      await expect(
        page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: label, exact: true }),
      ).toBeVisible();
    }
  });
});
