import { expect, test, type Page } from '@playwright/test';

/** docs/behaviours.md#thème: light by default; the header toggle switches to dark, remembered, without a flash. */
const LIGHT_BG = 'rgb(247, 248, 246)';
const DARK_BG = 'rgb(18, 22, 20)';
const toggle = (page: Page) => page.getByRole('button', { name: 'Thème sombre' });
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  // The theme the document has when <body> is first parsed, i.e. before the first paint.
  await page.addInitScript(() => {
    const w = window as unknown as { __themeAtBody?: string };
    new MutationObserver((_records, observer) => {
      if (!document.body) return;
      w.__themeAtBody = document.documentElement.dataset.theme;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
});
const themeAtFirstPaint = (page: Page) => page.evaluate(() => (window as unknown as { __themeAtBody?: string }).__themeAtBody);

test('starts light although the system prefers dark', async ({ page }) => {
  await page.goto('/');
  expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await background(page)).toBe(LIGHT_BG);
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
});

test('the toggle switches to dark, is remembered across a reload without a light flash, and back', async ({ page }) => {
  await page.goto('/banque');
  await toggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
  expect(await background(page)).toBe(DARK_BG);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  expect(await themeAtFirstPaint(page)).toBe('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
  expect(await background(page)).toBe(DARK_BG);

  // Keyboard too: the toggle is a real button.
  await toggle(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.goto('/blog');
  expect(await themeAtFirstPaint(page)).toBe('light');
  expect(await background(page)).toBe(LIGHT_BG);
});
