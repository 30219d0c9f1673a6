/**
 * The site's colour themes. Light is the default whatever the system prefers (docs/behaviours.md#thème);
 * a visitor's choice of dark is kept in localStorage under THEME_STORAGE_KEY and
 * applied by the inline boot script before the first paint (lib/browser/boot-script.ts).
 */
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';
export const THEME_STORAGE_KEY = 'theme';

/** A stored value that is not a known theme (absent, edited by hand) means the default. */
export function parseTheme(value: unknown): Theme {
  return value === 'dark' ? 'dark' : DEFAULT_THEME;
}
