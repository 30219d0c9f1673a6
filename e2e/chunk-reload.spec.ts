import { expect, test, type Page } from '@playwright/test';
import { CHUNK_RETRY_GRACE_MS, RELOAD_GUARD_MS, RELOAD_MARKER_KEY } from '../lib/browser/reload-guard';
import { documentRequests } from './document-requests';

const STILL_FAILING = 'error: Un fichier du site ne se charge toujours pas après un rechargement';
const RELOADING = 'warning: Un fichier du site n’a pas pu être chargé';

/**
 * Adds a script of the build that the test answers with 404 (the failure a deployment leaves
 * behind) and returns once its error event has been dispatched, so the boot script, listening
 * first, has seen it.
 */
const loadGoneProbe = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const script = document.createElement('script');
        script.src = `/_next/static/chunks/gone-probe.js?t=${Math.random()}`;
        script.onerror = () => resolve();
        document.head.append(script);
      }),
  );

/**
 * A chunk that fails to load (the deployment replaced the files) reloads the page once; a
 * marker stops a second reload for 10 s, so a file that stays missing never loops
 * (docs/behaviours.md#fichier-manquant). The chunk blocked here is the Firestore SDK, which the settings worker
 * of every page loads after the page is shown. The page's clock is the test's: the guard's
 * window is crossed by moving that clock, never by waiting.
 */
test('a missing chunk reloads the page exactly once; within the guard’s window never again, after it once more', async ({ page }) => {
  // Three loads of the comparison page, the heaviest, on a machine running the other tests too.
  test.setTimeout(60_000);
  await page.clock.install({ time: new Date('2026-11-26T08:00:00Z') });
  let blocked = 0;
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    if (new URL(route.request().url()).pathname.endsWith('/gone-probe.js')) {
      await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
      return;
    }
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('BatchGetDocuments')) {
        blocked += 1;
        await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
        return;
      }
      await route.fulfill({ response, body });
    } catch (error) {
      // The page reloaded while its file was on the way: no one is left to answer.
      if (!/disposed|closed|navigat/i.test(String(error))) throw error;
    }
  });
  const { times: loads } = documentRequests(page);
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  const said = (start: string) => messages.filter((m) => m.startsWith(start)).length;

  await page.goto('/parrainage');
  await expect.poll(() => loads.length).toBe(2);
  await expect(page.locator('main h1')).toContainText('Le parrainage expliqué');

  // The reloaded page meets the same missing file: it says so and stays.
  await expect.poll(() => said(STILL_FAILING)).toBe(1);
  expect(blocked).toBeGreaterThanOrEqual(2);
  expect(said(RELOADING)).toBe(1);

  // Still inside the window: another failed file, no reload. The installed clock also runs on its
  // own, in real time, across reloads: it is set 1 s after the marker, so that however long the
  // reload took on a busy machine, the window is crossed only by the test.
  const marker = Number(await page.evaluate((key) => sessionStorage.getItem(key), RELOAD_MARKER_KEY));
  expect(marker).toBeGreaterThan(0);
  await page.clock.setSystemTime(marker + 1_000);
  await loadGoneProbe(page);
  await page.clock.runFor(CHUNK_RETRY_GRACE_MS);
  await expect.poll(() => said(STILL_FAILING)).toBe(2);
  expect(loads).toHaveLength(2);
  await expect(page.locator('main h1')).toContainText('Le parrainage expliqué');

  // A failure whose grace period ends once the marker is RELOAD_GUARD_MS old reloads the page again, once.
  await loadGoneProbe(page);
  await page.clock.fastForward(RELOAD_GUARD_MS);
  await expect.poll(() => loads.length).toBe(3);
  expect(said(RELOADING)).toBe(2);
  // Files the reloads abandoned may still be on their way through the route: none is waited for.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a file of the build that fails once and loads when asked again, within the grace period, does not reload the page', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2026-11-26T08:00:00Z') });
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
  // Paused: the grace period starts with the failure below and ends only when the test moves the
  // clock, never because the retry took long on a busy machine.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
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
  // The grace period passes on the page's clock: the reload it would have decided leaves its marker first.
  await page.clock.runFor(CHUNK_RETRY_GRACE_MS);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), RELOAD_MARKER_KEY)).toBeNull();
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
  await expect.poll(() => loads.length).toBe(2);
});
