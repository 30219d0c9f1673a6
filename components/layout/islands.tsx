'use client';

import { island } from '@/components/island';

/*
 * The header's interactive parts as islands (components/island.tsx): the server renders
 * them in full (menu with the current section marked, theme button); their code arrives
 * after the first paint, and a click that comes before it is replayed.
 */
export const SiteNav = island(() => import('./SiteNav').then((module) => module.SiteNav), { clickable: 'div' });
export const ThemeToggle = island(() => import('./ThemeToggle').then((module) => module.ThemeToggle), { clickable: 'span' });
