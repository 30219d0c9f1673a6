import { expect, test } from '@playwright/test';
import { clearScrollLog, logScrolls, type ScrollLogWindow, type ScrollReading } from './scroll-log';

/**
 * The log e2e/navigation-scroll.spec.ts reads ends where the page rests, even when the read
 * comes right after a scroll made in an animation frame (the scroll's event is only
 * dispatched at the next frame). Read at once, the last position was missing and the scroll
 * test failed on a loaded machine.
 */
test('the scroll log ends where the page rests, read right after a scroll in an animation frame', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logScrolls(page);
  await page.goto('/parrainage');
  await clearScrollLog(page);
  const reading = await page.evaluate(
    () =>
      new Promise<ScrollReading>((resolve) => {
        requestAnimationFrame(() => {
          scrollTo({ top: 1200, behavior: 'instant' });
          // The same moment as a read that follows the animation's last frame at once.
          resolve((window as unknown as ScrollLogWindow).__scrollLog.read());
        });
      }),
  );
  expect(reading.y).toBe(1200);
  expect(reading.scrolls.map(([, y]) => y)).toEqual([1200]);
});
