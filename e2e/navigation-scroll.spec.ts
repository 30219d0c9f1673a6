import { expect, test, type Page } from '@playwright/test';
import { SCROLL_START_MARK } from '../lib/browser/scroll';
import { hydrated } from './hydrated';
import { clearScrollLog, logScrolls, readScrollLog, type ScrollLog } from './scroll-log';

/**
 * Where a client-side navigation lands (docs/behaviours.md#arrivee-sur-une-page): top of the page or the hash
 * target, animated (instant with reduced motion), focus moved there. What a visitor sees is
 * checked here: the page passes through positions on its way and rests on the target. How
 * long the animation lasts (300 ms) is a rule of lib/browser/scroll.ts, tested on a
 * controlled clock in lib/browser/scroll.test.ts: a browser on a busy machine drops frames,
 * so no duration or frame count is asserted here.
 */
test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logScrolls(page);
});

/** The scroll log, and when the last animation's first frame ran (NaN: no animation). */
async function recording(page: Page) {
  const reading = await readScrollLog(page);
  const startedAt = await page.evaluate(
    (mark) => performance.getEntriesByName(mark, 'mark').at(-1)?.startTime ?? Number.NaN,
    SCROLL_START_MARK,
  );
  return { ...reading, startedAt };
}

/**
 * The positions the page went through from `from` until it first came within 3 px of `to`,
 * that arrival included. Within 3 px: the easing's last frames move the page by less than a
 * pixel each, and are not steps on the way (where the page rests, the callers assert).
 */
function scrollPath(scrolls: ScrollLog, from: number, to: number): number[] {
  const moving = scrolls.filter(([, y]) => Math.abs(y - from) > 1);
  const arrival = moving.findIndex(([, y]) => Math.abs(y - to) <= 3);
  expect(arrival, `arrive at ${to}: ${JSON.stringify(scrolls)}`).toBeGreaterThanOrEqual(0);
  return moving.slice(0, arrival + 1).map(([, y]) => y);
}
/** Strictly between two positions: a step of an animation, not the start or the end of a jump. */
const between = (y: number, a: number, b: number) => y > Math.min(a, b) + 3 && y < Math.max(a, b) - 3;

/** Animated, towards `to` all the way: at least one position strictly on the way, never a step back. */
function expectAnimated(positions: number[], from: number, to: number) {
  expect(positions.filter((y) => between(y, from, to)).length, `positions on the way: ${JSON.stringify(positions)}`).toBeGreaterThanOrEqual(
    1,
  );
  for (let i = 1; i < positions.length; i += 1) {
    const [previous = 0, current = 0] = [positions[i - 1], positions[i]];
    expect(to > from ? current >= previous : current <= previous, `always towards ${to}: ${JSON.stringify(positions)}`).toBe(true);
  }
}

async function clickDeepLinkToTop(page: Page) {
  await page.goto('/parrainage');
  await page.waitForLoadState('networkidle');
  await hydrated(page);
  const link = page.getByRole('main').getByRole('link', { name: 'BoursoBank', exact: true }).last();
  await link.scrollIntoViewIfNeeded();
  const from = await page.evaluate(() => scrollY);
  expect(from).toBeGreaterThan(1500);
  await clearScrollLog(page);
  await link.click();
  await expect(page).toHaveURL('/banque/boursobank');
  await expect.poll(async () => (await recording(page)).y).toBe(0);
  await expect(page.locator('main h1')).toBeFocused();
  const { scrolls, sameDocument, startedAt } = await recording(page);
  expect(sameDocument, 'client-side navigation').toBe(true);
  return { from, scrolls, startedAt };
}

test('a link followed from far down the page lands at the top, animated, focus on the H1', async ({ page }) => {
  const { from, scrolls } = await clickDeepLinkToTop(page);
  expectAnimated(scrollPath(scrolls, from, 0), from, 0);
});

test('with prefers-reduced-motion the page jumps to the top at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { from, scrolls, startedAt } = await clickDeepLinkToTop(page);
  // The link sits deeper in /parrainage than the new page is long: when the new page replaces the
  // old one, the browser itself may clamp the position to the new page's end before the jump.
  // That clamp is not an animation step; any other position between the link and the top is.
  const end = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  const path = scrollPath(scrolls, from, 0);
  expect(path.filter((y) => y > 1 && Math.abs(y - end) > 1 && y < end)).toEqual([]);
  expect(path.at(-1)).toBe(0);
  expect(startedAt, 'no animation frame at all').toBeNaN();
});

test('a link with a hash to another page lands on its target, focused', async ({ page }) => {
  await page.goto('/parrainage');
  await page.waitForLoadState('networkidle');
  await hydrated(page);
  const link = page.getByRole('link', { name: 'les conditions pour le filleul' });
  await link.scrollIntoViewIfNeeded();
  await clearScrollLog(page);
  await link.click();
  await expect(page).toHaveURL('/blog/parrainage-boursobank#les-conditions-pour-le-filleul');
  const target = page.locator('#les-conditions-pour-le-filleul');
  await expect(target).toBeFocused();
  await expect.poll(async () => Math.abs(Math.round((await target.boundingBox())?.y ?? -1))).toBe(0);
  expect((await recording(page)).sameDocument).toBe(true);
});

test('an in-page # link scrolls down to its target, animated, and changes the address', async ({ page }) => {
  await page.goto('/parrainage');
  await page.waitForLoadState('networkidle');
  await hydrated(page);
  await clearScrollLog(page);
  // The page's plan, beside the text: a section further down (the comparison itself now opens the page).
  await page.locator('.doc-layout__side .toc a[href="#les-délais-de-versement"]').click();
  await expect(page).toHaveURL(`/parrainage#${encodeURIComponent('les-délais-de-versement')}`);
  const target = page.locator('[id="les-délais-de-versement"]');
  await expect(target).toBeFocused();
  await expect.poll(async () => Math.abs(Math.round((await target.boundingBox())?.y ?? -1))).toBe(0);
  const { scrolls, sameDocument, y } = await recording(page);
  expect(sameDocument).toBe(true);
  expectAnimated(scrollPath(scrolls, 0, y), 0, y);
});

test('back after a navigation returns to the page (the browser restores the position)', async ({ page }) => {
  await page.goto('/parrainage');
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL('/blog');
  await page.goBack();
  await expect(page).toHaveURL('/parrainage');
  await expect(page.locator('main h1')).toContainText('Le parrainage expliqué');
});
