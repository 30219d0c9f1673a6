import { expect, test, type Page, type Route } from '@playwright/test';
import { EMULATOR_ORIGIN } from '../playwright.config';
import { hydrated } from './hydrated';
import { layoutShiftAfterParse, recordLayoutShifts } from './layout-shift';

/*
 * The server HTML holds every interactive component in full, in place; hydration takes it
 * over as it is: nothing moves, nothing is built again, no hydration error.
 */
// Every page sends its components in place, with no boundary left for a script to fill: e2e/page-checks/page-weight.ts.

test('without JavaScript, /parrainage shows the menu and the whole comparison table with its filters, and no theme button (it needs a script)', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/parrainage');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: 'Blog' })).toBeVisible();
  await expect(page.getByRole('button', { name: /thème/i })).toBeHidden();
  await expect(page.getByRole('group', { name: 'Famille' }).getByRole('radio')).not.toHaveCount(0);
  expect(await page.locator('table.comparison tbody tr').count()).toBeGreaterThan(5);
  await context.close();
});

/** Holds every script of the build until `release` is called: the page is the server's HTML alone until then. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route('**/_next/static/chunks/*.js', (chunk) => {
    if (released) return chunk.continue();
    held.push(chunk);
  });
  return async () => {
    released = true;
    await Promise.all(held.map((chunk) => chunk.continue()));
  };
}

for (const route of ['/', '/parrainage', '/banque/boursobank']) {
  test(`${route}: hydration takes over the server markup without moving anything`, async ({ page }) => {
    await recordLayoutShifts(page);
    // The live read after hydration never answers: what is measured here is hydration alone, and
    // e2e/primes.spec.ts changes the shared document meanwhile (a read of it would change amounts).
    await page.context().route(`${EMULATOR_ORIGIN}/**`, () => new Promise<void>(() => {}));
    const release = await holdScripts(page);
    await page.goto(route, { waitUntil: 'domcontentloaded' });
    const before = await page.locator('main').innerText();
    await release();
    await page.waitForLoadState('load');
    await hydrated(page);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // From the end of the parse: the scripts were held until then, so every shift after it is hydration's.
    const shift = await layoutShiftAfterParse(page);
    expect(shift.value, shift.sources).toBe(0);
    expect(await page.locator('main').innerText()).toBe(before);
  });
}

test('/parrainage: the comparison table is hydrated where it is, not built again, and its rows then follow the chosen order', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const release = await holdScripts(page);
  await page.goto('/parrainage', { waitUntil: 'domcontentloaded' });
  const NODES = 'table.comparison, table.comparison tr, table.comparison th, table.comparison td';
  // The server's nodes, remembered by the page itself before any script runs.
  const serverNodes = await page.evaluate((selector) => {
    const nodes = [...document.querySelectorAll(selector)];
    Object.assign(window, { serverNodes: nodes });
    return nodes.length;
  }, NODES);
  // The whole table is the server's: a row per running programme (a dozen), each of five cells, and the head.
  expect(serverNodes).toBeGreaterThan(50);
  await release();
  await page.waitForLoadState('load');
  await hydrated(page);
  await page.getByRole('radio', { name: 'Prime du parrain' }).check();
  // Only the table's code moves the rows in the document and says so with aria-sort.
  const table = page.getByRole('table', { name: /Primes de parrainage en vigueur/ });
  await expect(table.locator('thead th', { hasText: 'Prime du parrain' })).toHaveAttribute('aria-sort', 'descending');
  const kept = await page.evaluate((selector) => {
    const before = new Set((window as unknown as { serverNodes: Element[] }).serverNodes);
    const now = [...document.querySelectorAll(selector)];
    return { now: now.length, kept: now.filter((node) => before.has(node)).length };
  }, NODES);
  expect(kept).toEqual({ now: serverNodes, kept: serverNodes });
  expect(errors).toEqual([]);
});
