import { expect, test, type Page } from '@playwright/test';
import { SCROLL_START_MARK } from '../lib/browser/scroll';

/**
 * Where a client-side navigation lands (SPEC §2): top of the page or the hash target,
 * animated over 300 ms (instant with reduced motion), focus moved there.
 */
type ScrollLog = [time: number, y: number][];

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // Every scroll position with its time, kept across client-side navigations (not across full loads).
  await page.addInitScript(() => {
    const w = window as unknown as { __scrolls: ScrollLog };
    w.__scrolls = [];
    addEventListener('scroll', () => w.__scrolls.push([performance.now(), scrollY]), { passive: true });
  });
});

/** Marks the document and clears the log: the mark survives only a client-side navigation. */
const startRecording = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __scrolls: ScrollLog; __sameDocument: boolean };
    w.__scrolls = [];
    w.__sameDocument = true;
  });
const recording = (page: Page) =>
  page.evaluate((mark) => {
    const w = window as unknown as { __scrolls: ScrollLog; __sameDocument?: boolean };
    const startedAt = performance.getEntriesByName(mark, 'mark').at(-1)?.startTime ?? Number.NaN;
    return { scrolls: w.__scrolls, sameDocument: w.__sameDocument === true, y: scrollY, startedAt };
  }, SCROLL_START_MARK);

/**
 * Time from the animation's first frame (its User Timing mark) to the frame that arrived,
 * and the positions in between. Timed from the mark, not from the first frame that
 * moved: on a busy machine that frame can come late, which would shorten the figure.
 */
function animation(scrolls: ScrollLog, from: number, to: number, startedAt: number) {
  const moving = scrolls.filter(([, y]) => Math.abs(y - from) > 1);
  // Within 3 px: the last frame logged can stop a pixel or two short of where the page rests
  // (2,747 for 2,749 in a fresh-clone run, the target then at 0 all the same, which the
  // callers assert on their own); what is timed here is the animation, not that last step.
  const arrival = moving.findIndex(([, y]) => Math.abs(y - to) <= 3);
  expect(arrival, `arrive at ${to}: ${JSON.stringify(scrolls)}`).toBeGreaterThanOrEqual(0);
  const path = moving.slice(0, arrival + 1);
  return { durationMs: (path.at(-1)?.[0] ?? 0) - startedAt, steps: path.length, path };
}

async function clickDeepLinkToTop(page: Page) {
  await page.goto('/parrainage');
  await page.waitForLoadState('networkidle');
  const link = page.getByRole('main').getByRole('link', { name: 'BoursoBank', exact: true }).last();
  await link.scrollIntoViewIfNeeded();
  const from = await page.evaluate(() => scrollY);
  expect(from).toBeGreaterThan(1500);
  await startRecording(page);
  await link.click();
  await expect(page).toHaveURL('/banque/boursobank');
  await expect.poll(async () => (await recording(page)).y).toBe(0);
  await expect(page.locator('main h1')).toBeFocused();
  const { scrolls, sameDocument, startedAt } = await recording(page);
  expect(sameDocument, 'client-side navigation').toBe(true);
  return { from, scrolls, startedAt };
}

test('a link followed from far down the page lands at the top, in about 300 ms, focus on the H1', async ({ page }) => {
  const { from, scrolls, startedAt } = await clickDeepLinkToTop(page);
  const { durationMs, steps, path } = animation(scrolls, from, 0, startedAt);
  console.log(`scroll to top: ${from} px in ${Math.round(durationMs)} ms from the animation's first frame to its last, ${steps} frames`);
  // The last frame comes at 300 ms at the earliest; a busy machine's frames may add some.
  expect(durationMs).toBeGreaterThan(290);
  expect(durationMs).toBeLessThan(500);
  expect(steps).toBeGreaterThanOrEqual(6);
  for (let i = 1; i < path.length; i += 1) expect(path[i]?.[1] ?? 0).toBeLessThanOrEqual(path[i - 1]?.[1] ?? 0);
});

test('with prefers-reduced-motion the page jumps to the top at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { from, scrolls, startedAt } = await clickDeepLinkToTop(page);
  // The link sits deeper in /parrainage than the new page is long: when the new page replaces the
  // old one, the browser itself may clamp the position to the new page's end before the jump.
  // That clamp is not an animation step; any other position between the link and the top is.
  const end = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  const { path } = animation(scrolls, from, 0, startedAt);
  expect(path.filter(([, y]) => y > 1 && Math.abs(y - end) > 1 && y < end)).toEqual([]);
  expect(path.at(-1)?.[1]).toBe(0);
  expect(startedAt, 'no animation frame at all').toBeNaN();
});

test('a link with a hash to another page lands on its target, focused', async ({ page }) => {
  await page.goto('/parrainage');
  await page.waitForLoadState('networkidle');
  const link = page.getByRole('link', { name: 'les conditions pour le filleul' });
  await link.scrollIntoViewIfNeeded();
  await startRecording(page);
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
  await startRecording(page);
  await page.getByRole('link', { name: 'un comparatif de toutes les offres' }).click();
  await expect(page).toHaveURL('/parrainage#comparatif-de-toutes-les-offres-de-parrainage');
  const target = page.locator('#comparatif-de-toutes-les-offres-de-parrainage');
  await expect(target).toBeFocused();
  await expect.poll(async () => Math.abs(Math.round((await target.boundingBox())?.y ?? -1))).toBe(0);
  const { scrolls, sameDocument, y, startedAt } = await recording(page);
  expect(sameDocument).toBe(true);
  const { durationMs, steps } = animation(scrolls, 0, y, startedAt);
  // Intermediate positions over 300–500 ms are what make it an animation (a jump is one step, at
  // once). With the other worker busy on 2 cores, Chromium drops frames: 6 or more steps alone,
  // 5 and then 3 in fresh-clone CI runs; two steps spread over 290 ms or more already rule out a jump.
  expect(steps).toBeGreaterThanOrEqual(2);
  expect(durationMs).toBeGreaterThan(290);
  expect(durationMs).toBeLessThan(500);
});

test('back after a navigation returns to the page (the browser restores the position)', async ({ page }) => {
  await page.goto('/parrainage');
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL('/blog');
  await page.goBack();
  await expect(page).toHaveURL('/parrainage');
  await expect(page.locator('main h1')).toContainText('Le parrainage expliqué');
});
