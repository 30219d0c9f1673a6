import { expect, test, type Page } from '@playwright/test';
import { FIXTURE_ORIGIN } from '../playwright.config';
import { hydrated } from './hydrated';

/**
 * Fatal errors (docs/behaviours.md#erreurs-de-rendu). /essai-erreur exists only in the fixture site
 * (e2e/fixtures/content/essai-erreur.mdx): it throws a render error once it runs in the browser.
 */
const errorHeading = (page: Page) => page.getByRole('heading', { name: 'Une erreur est survenue' });

function consoleOf(page: Page) {
  const messages: { type: string; text: string }[] = [];
  page.on('console', (message) => messages.push({ type: message.type(), text: message.text() }));
  return messages;
}

test.describe('on the fixture site', () => {
  test.use({ baseURL: FIXTURE_ORIGIN });

  test('a render error shows the French error page, with a retry button and a link home', async ({ page }) => {
    await page.goto('/essai-erreur');
    await expect(errorHeading(page)).toBeVisible();
    await expect(page.getByText('Cette page n’a pas pu s’afficher.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
    const retry = page.getByRole('button', { name: 'Réessayer' });
    await retry.click();
    // The page throws again on every render: the error page comes back.
    await expect(errorHeading(page)).toBeVisible();
    const home = page.getByRole('link', { name: 'Retour à la page d’accueil' });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL('/');
    await expect(errorHeading(page)).toHaveCount(0);
  });

  for (const [bot, userAgent] of [
    // Also in Next.js's own list: Next.js keeps the server HTML on screen.
    [
      'Googlebot',
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    ],
    // Only in the site's list (lib/bots.ts): the error page declines to render.
    ['Qwantbot', 'Mozilla/5.0 (compatible; Qwantbot/1.0_4193332; +https://help.qwant.com/bot/)'],
  ] as const) {
    test(`${bot} gets no error page, and the error is logged`, async ({ browser }) => {
      const context = await browser.newContext({ userAgent });
      const page = await context.newPage();
      const messages = consoleOf(page);
      await page.goto('/essai-erreur');
      await expect.poll(() => messages.some((m) => m.type === 'error' && m.text.includes('Erreur de rendu volontaire'))).toBe(true);
      await expect(errorHeading(page)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Réessayer' })).toHaveCount(0);
      await context.close();
    });
  }
});

test('a page-payload failure is only a warning, and the navigation still happens', async ({ page }) => {
  await page.route('**/*', (route) => (route.request().headers().rsc ? route.abort('failed') : route.continue()));
  const messages = consoleOf(page);
  await page.goto('/parrainage');
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(page.locator('main h1')).toContainText('Guides');
  expect(messages.filter((m) => m.text.includes('Failed to fetch RSC payload')).map((m) => m.type)).toContain('warning');
  // Chromium's own network lines ("Failed to load resource") are not the site's logs.
  expect(messages.filter((m) => m.type === 'error' && !m.text.startsWith('Failed to load resource'))).toEqual([]);
});
