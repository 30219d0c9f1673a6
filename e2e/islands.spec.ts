import { expect, test, type Page, type Route } from '@playwright/test';
import { layoutShift, recordLayoutShifts } from './layout-shift';

/*
 * Islands (components/islands/island.tsx): their code arrives after the first paint, but the
 * server HTML already holds them in full, in place, and nothing moves when they start.
 */
// Every page sends its islands in place, with no boundary left for a script to fill: e2e/page-checks/page-weight.ts.

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

/** Holds every script the HTML does not load itself (the islands' chunks) until `release` is called. */
async function holdLateChunks(page: Page, route: string): Promise<() => Promise<void>> {
  const html = await (await page.request.get(route)).text();
  const firstLoad = new Set([...html.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]));
  const held: Route[] = [];
  let released = false;
  await page.route('**/_next/static/chunks/*.js', (chunk) => {
    if (released || firstLoad.has(new URL(chunk.request().url()).pathname)) return chunk.continue();
    held.push(chunk);
  });
  return async () => {
    released = true;
    await Promise.all(held.map((chunk) => chunk.continue()));
  };
}

// One click per test: the open menu closes on a click elsewhere, as it should, so two
// early clicks replayed in the order their islands arrive would undo each other.
// The comparison's filters are native controls outside its island: they need no replay
// (e2e/comparison-no-js.spec.ts).
const EARLY_CLICKS = [
  { island: 'menu', control: (page: Page) => page.getByRole('button', { name: 'Menu' }), state: 'aria-expanded' },
  { island: 'theme', control: (page: Page) => page.getByRole('button', { name: 'Thème sombre' }), state: 'aria-pressed' },
] as const;

for (const { island, control, state } of EARLY_CLICKS) {
  test(`${island}: a click before the code arrives is kept and carried out once it runs, without a hydration error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.setViewportSize({ width: 375, height: 800 });
    const release = await holdLateChunks(page, '/parrainage');
    await page.goto('/parrainage');
    await page.waitForLoadState('load');

    await control(page).click();
    // Nothing could handle it yet: the server markup is as it was.
    await expect(control(page)).toHaveAttribute(state, 'false');

    await release();
    await expect(control(page)).toHaveAttribute(state, 'true');
    await expect(page.locator('[data-island]:not([data-island-ready])')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

for (const route of ['/', '/parrainage', '/banque/boursobank']) {
  test(`${route}: the islands take over their server markup without moving anything`, async ({ page }) => {
    await recordLayoutShifts(page);
    const release = await holdLateChunks(page, route);
    await page.goto(route);
    await page.waitForLoadState('load');
    const before = await page.locator('body').innerText();
    await release();
    await expect(page.locator('[data-island]:not([data-island-ready])')).toHaveCount(0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await layoutShift(page)).toBe(0);
    expect(await page.locator('body').innerText()).toBe(before);
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
  const release = await holdLateChunks(page, '/parrainage');
  await page.goto('/parrainage');
  await page.waitForLoadState('load');
  const NODES = 'table.comparison, table.comparison tr, table.comparison th, table.comparison td';
  // The server's nodes, remembered by the page itself before the island's code arrives.
  const serverNodes = await page.evaluate((selector) => {
    const nodes = [...document.querySelectorAll(selector)];
    Object.assign(window, { serverNodes: nodes });
    return nodes.length;
  }, NODES);
  // The whole table is the server's: a row per running programme (a dozen), each of five cells, and the head.
  expect(serverNodes).toBeGreaterThan(50);
  await release();
  await page.getByRole('radio', { name: 'Prime du parrain' }).check();
  // Only the island's code moves the rows in the document and says so with aria-sort.
  const table = page.getByRole('table', { name: /Primes de parrainage en vigueur/ });
  await expect(table.locator('thead th').nth(2)).toHaveAttribute('aria-sort', 'descending');
  const kept = await page.evaluate((selector) => {
    const before = new Set((window as unknown as { serverNodes: Element[] }).serverNodes);
    const now = [...document.querySelectorAll(selector)];
    return { now: now.length, kept: now.filter((node) => before.has(node)).length };
  }, NODES);
  expect(kept).toEqual({ now: serverNodes, kept: serverNodes });
  expect(errors).toEqual([]);
});
