import { expect, test } from '@playwright/test';
import { documentRequests } from './document-requests';

/**
 * SPEC §4, §8, §9: a chunk that fails to load (the deployment replaced the files)
 * reloads the page once; a marker valid 10 s stops a second reload, so a file that
 * stays missing never loops. The chunk blocked here is the Firestore SDK, which the
 * settings worker of every page loads after the page is shown.
 */
test('a missing chunk reloads the page exactly once, then never again', async ({ page }) => {
  test.setTimeout(40_000);
  let blocked = 0;
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('BatchGetDocuments')) {
      blocked += 1;
      await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
      return;
    }
    await route.fulfill({ response, body });
  });
  const { times: loads } = documentRequests(page);
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));

  await page.goto('/parrainage');
  await expect.poll(() => loads.length, { timeout: 10_000 }).toBe(2);
  expect((loads[1] ?? 0) - (loads[0] ?? 0)).toBeLessThan(10_000);
  await expect(page.locator('main h1')).toContainText('Le parrainage expliqué');

  // The reloaded page meets the same missing file: it says so and stays.
  await expect
    .poll(() => messages.some((m) => m.startsWith('error: Un fichier du site ne se charge toujours pas après un rechargement')), {
      timeout: 10_000,
    })
    .toBe(true);
  await page.waitForTimeout(4_000);
  expect(loads).toHaveLength(2);
  expect(blocked).toBeGreaterThanOrEqual(2);
  expect(messages.filter((m) => m.startsWith('warning: Un fichier du site n’a pas pu être chargé'))).toHaveLength(1);
  await expect(page.locator('main h1')).toContainText('Le parrainage expliqué');
});

test('a file of the build that fails once and loads when asked again, within the grace period, does not reload the page', async ({
  page,
}) => {
  // What a runtime retry looks like: the same file requested again by a new <script> after a failure.
  let requests = 0;
  await page.route(
    (url) => url.pathname === '/_next/static/chunks/retry-probe.js',
    async (route) => {
      requests += 1;
      if (requests === 1) await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
      else await route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__probeLoaded = true;' });
    },
  );
  const { paths: loads } = documentRequests(page);
  await page.goto('/parrainage');
  await page.waitForLoadState('networkidle');
  const outcomes = await page.evaluate(async () => {
    const load = (attempt: number) =>
      new Promise<string>((resolve) => {
        const script = document.createElement('script');
        script.src = `/_next/static/chunks/retry-probe.js?attempt=${attempt}`;
        script.onload = () => resolve('loaded');
        script.onerror = () => resolve('failed');
        document.head.append(script);
      });
    return [await load(1), await load(2)];
  });
  expect(outcomes).toEqual(['failed', 'loaded']);
  await page.waitForTimeout(3_000);
  expect(loads).toHaveLength(1);
});

test('the same file failing for good reloads the page', async ({ page }) => {
  await page.route('**/_next/static/chunks/gone-probe.js', (route) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
  );
  const { paths: loads } = documentRequests(page);
  await page.goto('/parrainage');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = '/_next/static/chunks/gone-probe.js';
    document.head.append(script);
  });
  await expect.poll(() => loads.length, { timeout: 10_000 }).toBe(2);
});
