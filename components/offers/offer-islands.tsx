'use client';

import { island } from '@/components/islands/island';

/*
 * The offer box's interactive parts, as islands (components/islands/island.tsx), like
 * components/mdx/mdx-islands.tsx: their code loads after the first paint, never with the
 * page. `typeof window` is replaced at build time, so each `require` exists only in the
 * server bundle.
 */
export const DeadlineCalendar = island(() => import('./DeadlineCalendar').then((module) => module.DeadlineCalendar), {
  as: 'div',
  server:
    typeof window === 'undefined' ? (require('./DeadlineCalendar') as typeof import('./DeadlineCalendar')).DeadlineCalendar : undefined,
});
