import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ROUTES } from '../lib/content/routes.generated';

const WIDTHS = [375, 1440] as const;

for (const width of WIDTHS) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const route of [...ROUTES, '/page-inexistante']) {
      test(`${route} has no accessibility violation`, async ({ page }) => {
        await page.goto(route);
        const { violations } = await new AxeBuilder({ page })
          // Only violations are asserted: axe then stops collecting every passing node (same rules, less
          // work). Before withTags: options() replaces the whole option object.
          .options({ resultTypes: ['violations'] })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .analyze();
        expect(
          violations.map(
            (v) =>
              `${v.id}: ${v.help} (${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(' | ')})`,
          ),
        ).toEqual([]);
      });
    }
  });
}

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
