import { expect, test } from '@playwright/test';
import { documentRequests } from './document-requests';
import { hydrated } from './hydrated';

/**
 * Page payloads are prefetched on intent (components/SiteLink.tsx), not for every
 * link in the viewport: a phone's main thread stays free right after load.
 */
test('no page payload is fetched on load; pointing at a link prefetches it, and the click is a client transition', async ({ page }) => {
  const payloads: string[] = [];
  const { paths: documents } = documentRequests(page);
  page.on('request', (request) => {
    if (request.headers().rsc) payloads.push(new URL(request.url()).pathname);
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/banque/fortuneo');
  await page.waitForLoadState('networkidle');
  await hydrated(page);
  await page.waitForTimeout(500);
  expect(payloads).toEqual([]);

  const link = page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Banques' });
  const prefetched = page.waitForRequest((request) => Boolean(request.headers().rsc) && new URL(request.url()).pathname === '/banque');
  await link.hover();
  await prefetched;

  await link.click();
  await expect(page).toHaveURL('/banque');
  await expect(page.locator('main h1')).toBeVisible();
  expect(documents).toEqual(['/banque/fortuneo']);
});

test('keyboard focus prefetches too', async ({ page }) => {
  await page.goto('/banque/fortuneo');
  await page.waitForLoadState('networkidle');
  await hydrated(page);
  const link = page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Banques' });
  const prefetched = page.waitForRequest((request) => Boolean(request.headers().rsc) && new URL(request.url()).pathname === '/banque');
  await link.focus();
  await prefetched;
});
