import { expect, type Page } from '@playwright/test';

/**
 * Hydration is over (components/navigation/NavigationEffects.tsx marks <html>): from here a click
 * is handled by the site's router, not by the browser's own full load.
 */
export const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
