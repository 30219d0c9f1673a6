import { expect, test } from '@playwright/test';
import defaultDocument from '../lib/primes/default-document.json' with { type: 'json' };
import { formatEuros } from '../lib/primes/format';
import { writeDocument } from '../scripts/lib/emulator.mjs';
import { E2E_REFRESH_SECONDS, EMULATOR_ORIGIN } from '../playwright.config';
import { layoutShiftAfterParse, recordLayoutShifts } from './layout-shift';
import { BOOSTED_LABEL } from '../lib/primes/share-bonus';

// These tests change the shared settings document: one at a time, then restore it.
test.describe.configure({ mode: 'serial' });
test.afterAll(async () => {
  await writeDocument(EMULATOR_ORIGIN, 'primes/primes_parrainage', defaultDocument);
});

const prime = (key: string) => `[data-prime="${key}"]`;

test('the static HTML already holds the seeded amounts', async ({ request }) => {
  const html = await (await request.get('/banque/boursobank')).text();
  expect(html).toContain(`data-prime="PRIME_FILLEUL_BOURSOBANK">${formatEuros(defaultDocument.PRIME_FILLEUL_BOURSOBANK)}<`);
  const home = await (await request.get('/parrainage')).text();
  expect(home).toContain(formatEuros(defaultDocument.PRIME_PARRAIN_MINTOS));
});

test('a fresh page load shows a changed document, and the badge follows the threshold', async ({ page }) => {
  await writeDocument(EMULATOR_ORIGIN, 'primes/primes_parrainage', {
    ...defaultDocument,
    PRIME_PARRAIN_BOURSOBANK: 79,
    PRIME_FILLEUL_BOURSOBANK: 123,
  });
  await page.goto('/banque/boursobank');
  const block = page.getByRole('region', { name: 'Offre de parrainage BoursoBank' }).first();
  await expect(block.locator(prime('PRIME_FILLEUL_BOURSOBANK'))).toHaveText(formatEuros(123));
  await expect(block.locator(prime('PRIME_PARRAIN_BOURSOBANK'))).toHaveText(formatEuros(79));
  await expect(block.getByText(BOOSTED_LABEL)).toHaveCount(0);

  await writeDocument(EMULATOR_ORIGIN, 'primes/primes_parrainage', { ...defaultDocument, PRIME_PARRAIN_BOURSOBANK: 80 });
  await page.reload();
  await expect(block.locator(prime('PRIME_PARRAIN_BOURSOBANK'))).toHaveText(formatEuros(80));
  // The badge measures the sponsor's bonus: it sits beside that amount, not the referee's.
  const sponsor = block.locator('.referral__amounts > div', { has: page.locator(prime('PRIME_PARRAIN_BOURSOBANK')) });
  await expect(sponsor.getByText(BOOSTED_LABEL)).toBeVisible();
  await expect(block.locator('.referral__amounts > div', { has: page.locator(prime('PRIME_FILLEUL_BOURSOBANK')) })).not.toContainText(
    BOOSTED_LABEL,
  );
});

test('the static HTML of two routes follows a changed document once its refresh interval has passed', async ({ request }) => {
  test.setTimeout(120_000);
  const amount = 456;
  const routes = { '/banque/boursobank': 'PRIME_FILLEUL_BOURSOBANK', '/parrainage': 'PRIME_PARRAIN_MINTOS' } as const;
  // Whenever each page was last rendered (the build, or a regeneration another test's visit
  // started), it was from another document: the change below is the first to hold this amount.
  await writeDocument(EMULATOR_ORIGIN, 'primes/primes_parrainage', {
    ...defaultDocument,
    PRIME_FILLEUL_BOURSOBANK: amount,
    PRIME_PARRAIN_MINTOS: amount,
  });
  const changedAt = Date.now();
  const shows = async (path: string) => (await (await request.get(path)).text()).includes(formatEuros(amount));
  // Static, not rendered per request: the first answer after the change is the stored page.
  for (const path of Object.keys(routes)) expect(await shows(path), path).toBe(false);
  // How soon is the machine's to decide (a figure in the annotation); that it happens is the test. The
  // interval the pages are given is lib/primes/server.test.ts's ('…still call fetch with the refresh interval').
  for (const path of Object.keys(routes)) {
    await expect.poll(() => shows(path), { message: path, timeout: (2 * E2E_REFRESH_SECONDS + 10) * 1000, intervals: [1_000] }).toBe(true);
  }
  const elapsed = (Date.now() - changedAt) / 1000;
  test.info().annotations.push({
    type: 'refresh',
    description: `new amount in the HTML of ${Object.keys(routes).join(' and ')} after ${elapsed.toFixed(1)} s (interval ${E2E_REFRESH_SECONDS} s)`,
  });
  await writeDocument(EMULATOR_ORIGIN, 'primes/primes_parrainage', defaultDocument);
});

test('no layout shift when the browser value arrives', async ({ page }) => {
  await writeDocument(EMULATOR_ORIGIN, 'primes/primes_parrainage', defaultDocument);
  await recordLayoutShifts(page);
  const firestoreRead = page.waitForRequest((request) => request.url().startsWith(EMULATOR_ORIGIN));
  await page.goto('/parrainage');
  await firestoreRead;
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  // From the end of the parse, when the read can first answer; a paint during the parse is e2e/progressive-paint.spec.ts's.
  const shift = await layoutShiftAfterParse(page);
  expect(shift.value, shift.sources).toBe(0);
});

test('the Firestore SDK is not in the first-load JavaScript: a worker loads it after the page is shown', async ({ page, request }) => {
  const html = await (await request.get('/parrainage')).text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1] ?? '');
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    expect(await (await request.get(src)).text(), src).not.toContain('BatchGetDocuments');
  }
  // Chunk addresses as the browser asks for them (page and worker alike); their bodies are
  // fetched again below, since Chromium may already have released a worker response's body.
  const chunkUrls = new Set<string>();
  page.context().on('request', (chunkRequest) => {
    if (chunkRequest.url().includes('/_next/static/chunks/')) chunkUrls.add(chunkRequest.url());
  });
  const firestoreRead = page.waitForRequest((request) => request.url().startsWith(EMULATOR_ORIGIN));
  const worker = page.waitForEvent('worker');
  await page.goto('/parrainage');
  await firestoreRead;
  const sdkChunks: string[] = [];
  for (const url of chunkUrls) if ((await (await request.get(url)).text()).includes('BatchGetDocuments')) sdkChunks.push(url);
  expect(sdkChunks.length, [...chunkUrls].join('\n')).toBeGreaterThan(0);
  expect(sdkChunks.filter((url) => scripts.some((src) => url.endsWith(src)))).toEqual([]);
  // The read runs off the main thread, and the worker is stopped once it has answered.
  const settingsWorker = await worker;
  if (page.workers().includes(settingsWorker)) await settingsWorker.waitForEvent('close');
  expect(page.workers()).toHaveLength(0);
});
