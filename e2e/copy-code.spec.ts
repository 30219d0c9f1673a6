import { expect, test } from '@playwright/test';
import { FIXTURE_ORIGIN } from '../playwright.config';
import { hydrated } from './hydrated';

/**
 * The copy button of a referral block, in Chromium, on the test-only page /essai-parrainage
 * of the fixture site, whose content/codes.yaml gives FORTUNEO_GOLD the code ESSAI2026.
 */
test.use({ baseURL: FIXTURE_ORIGIN });

test('the copy button puts the code on the clipboard and says "Code copié"', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/essai-parrainage');
  await hydrated(page);
  const block = page.getByRole('region', { name: 'Offre de parrainage Fortuneo (carte Gold)' });
  await block.getByRole('button', { name: 'Copier le code' }).click();
  await expect(block.getByRole('status')).toHaveText('Code copié');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('ESSAI2026');
  // The confirmation goes away by itself.
  await expect(block.getByRole('status')).toHaveText('', { timeout: 5_000 });
});

test('when the browser refuses the clipboard, the button says how to copy instead', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('refusé')) } });
  });
  await page.goto('/essai-parrainage');
  await hydrated(page);
  const block = page.getByRole('region', { name: 'Offre de parrainage Fortuneo (carte Gold)' });
  await block.getByRole('button', { name: 'Copier le code' }).click();
  await expect(block.getByRole('status')).toContainText('sélectionnez le code');
});
