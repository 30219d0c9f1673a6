'use client';

import { useSyncExternalStore } from 'react';
import { DEFAULT_THEME, THEME_STORAGE_KEY, shownTheme, storedChoice, type Theme } from '@/lib/theme';

const root = () => document.documentElement;
const systemDark = () => window.matchMedia('(prefers-color-scheme: dark)');
const currentTheme = (): Theme => shownTheme(storedChoice(root().dataset.theme), systemDark().matches);
const applyTheme = (theme: Theme | undefined) => {
  if (theme) root().dataset.theme = theme;
  else delete root().dataset.theme;
};

/** Follows <html data-theme>, the system's preference, and another tab's choice through the storage event. */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(root(), { attributes: true, attributeFilter: ['data-theme'] });
  const system = systemDark();
  system.addEventListener('change', onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) applyTheme(storedChoice(event.newValue));
  };
  window.addEventListener('storage', onStorage);
  return () => {
    observer.disconnect();
    system.removeEventListener('change', onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Light/dark switch of the header: a toggle button ("Thème sombre", pressed or not).
 * The icon follows the theme shown in CSS (the choice, else the system's), so it is right before
 * hydration too; the choice is remembered in localStorage and applied before paint by the boot script.
 */
export function ThemeToggle() {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => DEFAULT_THEME);
  const dark = theme === 'dark';
  const toggle = () => {
    const next: Theme = dark ? 'light' : 'dark';
    applyTheme(next);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch (error) {
      console.warn('Le choix du thème ne pourra pas être retenu (stockage local indisponible).', error);
    }
  };
  return (
    <button type="button" className="theme-toggle" aria-pressed={dark} title="Thème sombre" onClick={toggle}>
      <svg className="theme-toggle__icon theme-toggle__icon--moon" aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path fill="currentColor" d="M20.7 14.6A8.5 8.5 0 0 1 9.4 3.3a8.5 8.5 0 1 0 11.3 11.3Z" />
      </svg>
      <svg className="theme-toggle__icon theme-toggle__icon--sun" aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8"
        />
      </svg>
      <span className="visually-hidden">Thème sombre</span>
    </button>
  );
}
