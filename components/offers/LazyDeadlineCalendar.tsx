'use client';

import { lazyScreen } from '@/components/errors/lazy-screen';

/**
 * The deadline calendar, whose code only offer pages need, fetched when one renders it rather
 * than with every page's first load. Its HTML is the server's as before; it stays invisible
 * until its code runs (DeadlineCalendar's `data-live`), so the wait changes nothing a visitor sees.
 */
export const LazyDeadlineCalendar = lazyScreen(() => import('./DeadlineCalendar').then((module) => module.DeadlineCalendar));
