'use client';

import { island } from '@/components/islands/island';

/*
 * The header's interactive parts as islands (components/islands/island.tsx): the server renders
 * them in full (menu with the current section marked, theme button); their code arrives
 * after the first paint, and a click that comes before it is replayed.
 * `typeof window` is replaced at build time, so each `require` exists only in the server
 * bundle (checked by e2e/budget.spec.ts through the first-load size).
 */
export const SiteNav = island(() => import('./SiteNav').then((module) => module.SiteNav), {
  as: 'div',
  clickable: true,
  server: typeof window === 'undefined' ? (require('./SiteNav') as typeof import('./SiteNav')).SiteNav : undefined,
});
export const ThemeToggle = island(() => import('./ThemeToggle').then((module) => module.ThemeToggle), {
  as: 'span',
  clickable: true,
  server: typeof window === 'undefined' ? (require('./ThemeToggle') as typeof import('./ThemeToggle')).ThemeToggle : undefined,
});
