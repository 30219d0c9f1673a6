import { expect } from '@playwright/test';
import type { Visit } from './visit';

/** The « € » mark before the site's name is a circle at every width: the name beside it never squeezes it. */
export async function expectRoundBrandMark({ page, route, width }: Visit): Promise<void> {
  const box = await page.locator('.brand__mark').boundingBox();
  expect(box, `${route} at ${width} px: the mark is shown`).not.toBeNull();
  expect(Math.abs(box!.width - box!.height), `${route} at ${width} px: ${box!.width}×${box!.height} px`).toBeLessThanOrEqual(1);
}
