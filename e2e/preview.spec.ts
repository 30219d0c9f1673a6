import { expect, test } from '@playwright/test';
import { ROUTES } from '../lib/content/routes.generated';
import { FIXTURE_ORIGIN, PREVIEW_DEPLOYMENT, SITE_ORIGIN } from '../playwright.config';

/**
 * A pull-request preview (DEPLOY_ENV=preview): the fixture site, built from content/ and the
 * test-only pages (second web server of playwright.config.ts, e2e/servers.mjs). Nothing of it
 * may be indexed, and it says so. Every page of the production content is among its pages.
 * The production build's side of each check is in e2e/seo.spec.ts and e2e/page-checks/seo-tags.ts.
 */
test.use({ baseURL: FIXTURE_ORIGIN });

test('preview: robots.txt disallows everything and names no sitemap', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^User-Agent: \*\nDisallow: \/$/m);
  expect(robots).not.toMatch(/^Allow:/m);
  expect(robots).not.toContain('Sitemap:');
});

test('preview: the sitemap is empty', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toContain('<urlset');
  expect(xml).not.toContain('<loc>');
});

test('preview: every response says noindex, in the header and in each page', async ({ request }) => {
  for (const path of [...ROUTES, '/page-inexistante', '/og/index.png', '/feed.xml', '/go/fortuneo']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
    if (response.headers()['content-type']?.startsWith('text/html')) {
      expect(await response.text(), path).toContain('<meta name="robots" content="noindex, nofollow"/>');
    }
  }
});

test('preview: one visible « Site de démonstration » banner names the branch and the commit', async ({ page }) => {
  await page.goto('/banque/fortuneo');
  const banner = page.getByRole('complementary', { name: 'Site de démonstration' });
  await expect(banner).toHaveCount(1);
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('aperçu');
  await expect(banner).toContainText(`branche ${PREVIEW_DEPLOYMENT.branch}`);
  await expect(banner).toContainText(`commit ${PREVIEW_DEPLOYMENT.commit}`);
  // The skip link stays the first stop for keyboard users.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();
});

test('the main site, a local build, shows one « Site de démonstration » banner, in its HTML and without script', async ({
  browser,
  request,
}) => {
  // Production (DEPLOY_ENV=production) shows none: components/layout/DemoBanner.test.tsx; it cannot be built here without the owner's inputs.
  const html = await (await request.get(`${SITE_ORIGIN}/mentions-legales`)).text();
  expect(html.match(/class="demo-banner"/g)).toHaveLength(1);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${SITE_ORIGIN}/mentions-legales`);
  const banner = page.getByRole('complementary', { name: 'Site de démonstration' });
  await expect(banner).toBeVisible();
  await expect(banner).toHaveText('Site de démonstration, pas le site publié.');
  await expect(page.getByText('Aperçu')).toHaveCount(0);
  await context.close();
});
