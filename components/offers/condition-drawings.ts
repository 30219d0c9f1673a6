import type { ConditionKind } from '@/lib/offers/schema';

/**
 * One stroke drawing per kind of condition, on a 20-unit grid, as the path data of a single
 * `<path>` (circles and rounded rectangles written as arcs): each icon is two elements in
 * the page, `<svg>` and `<path>`, drawn inline. A CSS mask or an image would be an SVG
 * document of its own for the browser to build, 3 to 14 ms of main thread per kind shown.
 */
export const CONDITION_DRAWINGS: Readonly<Record<ConditionKind, string>> = {
  // A tag, with its hole: the code or link to give.
  code: 'M3 3h6l8 8-6 6-8-8zM5.3 6.5a1.2 1.2 0 1 0 2.4 0 1.2 1.2 0 1 0-2.4 0',
  // Money going in.
  deposit: 'M10 2v9M6.5 7.5 10 11l3.5-3.5M3 13v4h14v-4',
  // A bank card.
  'card-payments': 'M4 4.5h12a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2zM2 8.5h16M5 12.5h4',
  // A banknote: income paid in.
  income:
    'M3.5 5h13A1.5 1.5 0 0 1 18 6.5v7a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 2 13.5v-7A1.5 1.5 0 0 1 3.5 5zM7.8 10a2.2 2.2 0 1 0 4.4 0 2.2 2.2 0 1 0-4.4 0',
  // A bank's front: the salary or account moved here.
  domiciliation: 'M2 7.5 10 3l8 4.5M4.5 8.5v6M8.5 8.5v6M11.5 8.5v6M15.5 8.5v6M2 17h16',
  // A clock: keep something for a time.
  holding: 'M2.5 10a7.5 7.5 0 1 0 15 0 7.5 7.5 0 1 0-15 0M10 5.5V10l3 2',
  // A person: identity checked.
  identity: 'M6.8 6.5a3.2 3.2 0 1 0 6.4 0 3.2 3.2 0 1 0-6.4 0M3.5 17.5c0-3.6 2.9-5.5 6.5-5.5s6.5 1.9 6.5 5.5',
  // A phone: something done in the app.
  app: 'M7.5 2h5a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-5a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM9 15h2',
  // A tick in a circle: any other step.
  other: 'M2.5 10a7.5 7.5 0 1 0 15 0 7.5 7.5 0 1 0-15 0M6.8 10.2l2.2 2.2 4.2-4.4',
};
