import { expect, test } from '@playwright/test';
import { parseEnd } from './layout-shift';

/**
 * The helper that tells a parsed page's shifts from the parse's own finds the end of the parse
 * with Playwright's fake clock as without it: e2e/primes-faults.spec.ts's hung read runs under
 * that clock, and a cut at 0 counted the streaming's shifts as the live read's.
 */
test('the end of the parse is read under a fake clock as without one', async ({ browser }) => {
  const ends: number[] = [];
  for (const fakeClock of [false, true]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (fakeClock) await page.clock.install();
    await page.goto('/banque/boursobank');
    const end = await parseEnd(page);
    const real = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return navigation?.domInteractive;
    });
    // What the page's own `performance` says: the real entry without the clock, nothing with it.
    expect(real).toBe(fakeClock ? undefined : end);
    ends.push(end);
    await context.close();
  }
  for (const end of ends) expect(end).toBeGreaterThan(0);
});
