import { expect, test, type Page } from '@playwright/test';
import { documentRequests } from './document-requests';
import { hydrated } from './hydrated';

/**
 * docs/behaviours.md#nouvelle-version-en-ligne: once a newer build is online, the next navigation loads the page in full.
 * The test serves /builds/latest.json itself, first with the running build's id, then
 * with another one, and asks the page to check by showing the tab again.
 */
async function serveLatestBuild(page: Page) {
  const served = { id: '' };
  const checks: string[] = [];
  await page.route('**/builds/latest.json?*', async (route) => {
    checks.push(route.request().url());
    await route.fulfill({ json: { id: served.id } });
  });
  return { served, checks };
}

/** What a visitor's return to the tab does: the page checks for a newer build. */
async function showTabAgain(page: Page, checks: string[]) {
  const before = checks.length;
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect.poll(() => checks.length).toBe(before + 1);
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

test('the running build publishes its id at /builds/latest.json', async ({ request }) => {
  const response = await request.get(`/builds/latest.json?t=${Date.now()}`);
  expect(response.status()).toBe(200);
  const { id } = (await response.json()) as { id: string };
  expect(id).toMatch(/^[0-9a-f]{16}$/);
});

test('a different build id online makes the next click a full page load, and not before', async ({ page, request }) => {
  const { id: current } = (await (await request.get(`/builds/latest.json?t=${Date.now()}`)).json()) as { id: string };
  const { served, checks } = await serveLatestBuild(page);
  const { paths: documents } = documentRequests(page);
  served.id = current;

  await page.goto('/');
  await showTabAgain(page, checks);
  expect(checks.at(-1)).toMatch(/\/builds\/latest\.json\?t=\d{13}$/);
  await mainNav(page).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(page.locator('main h1')).toContainText('Guides');
  expect(documents, 'same build: client-side transition').toEqual(['/']);

  served.id = 'build-plus-recent';
  await showTabAgain(page, checks);
  await expect(page.locator('html')).toHaveAttribute('data-newer-build', 'build-plus-recent');
  await page.waitForTimeout(1_000);
  expect(documents, 'finding a newer build does not reload by itself').toEqual(['/']);

  await mainNav(page).getByRole('link', { name: 'Banques', exact: true }).click();
  await expect(page).toHaveURL('/banque');
  await expect.poll(() => documents).toEqual(['/', '/banque']);
});

test('after a newer build is found, back is a full page load too', async ({ page }) => {
  const { served, checks } = await serveLatestBuild(page);
  const { paths: documents } = documentRequests(page);
  await page.goto('/');
  await hydrated(page);
  await mainNav(page).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL('/blog');
  served.id = 'build-plus-recent';
  await showTabAgain(page, checks);
  await expect(page.locator('html')).toHaveAttribute('data-newer-build', 'build-plus-recent');
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect.poll(() => documents).toEqual(['/', '/']);
});
