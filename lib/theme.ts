/**
 * The site's colour themes (docs/behaviours.md#thème). The system's preference
 * (`prefers-color-scheme`) decides until the visitor chooses with the header toggle: the
 * stylesheet follows it with or without JavaScript; a choice is kept in localStorage under
 * THEME_STORAGE_KEY and set on <html data-theme> by the inline boot script before the first
 * paint (lib/browser/boot-script.ts). Light where nothing says otherwise (the server's render).
 */
export type Theme = 'light' | 'dark';
export const DEFAULT_THEME: Theme = 'light';
export const THEME_STORAGE_KEY = 'theme';

/** A visitor's stored choice; anything else (absent, edited by hand) is no choice. */
export function storedChoice(value: unknown): Theme | undefined {
  return value === 'dark' || value === 'light' ? value : undefined;
}

/** The theme shown: the visitor's choice, else the system's preference. */
export function shownTheme(choice: Theme | undefined, systemPrefersDark: boolean): Theme {
  return choice ?? (systemPrefersDark ? 'dark' : 'light');
}
