import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydrated';

/** docs/behaviours.md#thème: the system's preference until the visitor chooses with the header toggle, remembered, without a flash. */
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

test('follows a dark system from the first paint, and the toggle says so', async ({ page }) => {
  await page.goto('/');
  expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
  expect(await themeAtFirstPaint(page)).toBeUndefined();
  expect(await background(page)).toBe(DARK_BG);
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('a dark system gets the dark theme, a light one the light theme', async ({ page }) => {
    await page.goto('/parrainage');
    expect(await background(page)).toBe(DARK_BG);
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await background(page)).toBe(LIGHT_BG);
  });
});

test('a light system starts light', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  expect(await background(page)).toBe(LIGHT_BG);
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
});

test('the toggle chooses light over a dark system, is remembered across a reload without a flash, and back', async ({ page }) => {
  await page.goto('/banque');
  // A click lands only once React listens: before that the button is painted but inert.
  await hydrated(page);
  await toggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
  expect(await background(page)).toBe(LIGHT_BG);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await page.reload();
  expect(await themeAtFirstPaint(page)).toBe('light');
  expect(await background(page)).toBe(LIGHT_BG);
  await hydrated(page);
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
  await hydrated(page);
  await toggle(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.goto('/blog');
  expect(await themeAtFirstPaint(page)).toBe('light');
  expect(await background(page)).toBe(LIGHT_BG);
});
