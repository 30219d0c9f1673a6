import { expect } from '@playwright/test';
import type { Visit } from './visit';

/** Every content route answers in French with one H1, the main menu and the footer's links. */
export async function expectPageBasics({ page }: Visit): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).not.toBeEmpty();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeAttached();
  await expect(page.locator('footer').getByRole('link', { name: 'Mentions légales' })).toBeVisible();
  await expect(page.locator('footer').getByRole('link', { name: 'À propos et méthode' })).toBeVisible();
}
