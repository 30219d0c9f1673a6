import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * WCAG 2.1 A and AA, and axe's best practices: no violation on the page as shown.
 * Legacy mode runs axe in the page itself: the default mode opens a blank page per scan to
 * gather every frame's results, which tripled each scan here (about 1 s against 3 s on a quiet
 * machine), and the site's pages have no frames to gather.
 */
export async function expectNoAxeViolation(page: Page): Promise<void> {
  expect(await page.locator('iframe, frame').count(), 'a frame that legacy mode would not scan').toBe(0);
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
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
}
