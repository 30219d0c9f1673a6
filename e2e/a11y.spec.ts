// Accessibility on every route and width, and of the 404 page: e2e/pages.spec.ts (one load per route and width).
import { expect, test } from '@playwright/test';

test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
  await page.goto('/banque/fortuneo');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Aller au contenu' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('every interactive element is reachable by keyboard with a visible focus', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/parrainage');
  const interactive = await page
    .locator('main a[href], main button, main summary, header a[href], header button:visible, footer a[href]')
    .count();
  const reached = new Set<string>();
  for (let i = 0; i < interactive + 5; i += 1) {
    await page.keyboard.press('Tab');
    const info = await page.evaluate((step) => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const visibleFocus = style.outlineStyle !== 'none' && style.outlineWidth !== '0px';
      return { key: `${el.tagName}:${el.textContent?.trim().slice(0, 40)}:${el.getAttribute('href') ?? ''}:${step}`, visibleFocus };
    }, i);
    if (!info) continue;
    expect(info.visibleFocus, info.key).toBe(true);
    reached.add(info.key);
  }
  expect(reached.size).toBeGreaterThanOrEqual(interactive);
});
