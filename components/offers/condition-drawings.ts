import type { ConditionKind } from '@/lib/offers/record';

/**
 * One stroke drawing per kind of condition, on a 20-unit grid: the SVG inside <svg>.
 * They reach the page as CSS masks (components/styles/icons-css.ts), in the stylesheet
 * sent once per page, so that an icon in an offer's checklist costs the page data one
 * empty <span>, not a tree of SVG elements.
 */
export const CONDITION_DRAWINGS: Readonly<Record<ConditionKind, string>> = {
  // A tag: the code or link to give.
  code: '<path d="M3 3h6l8 8-6 6-8-8z"/><circle cx="6.5" cy="6.5" r="1.2"/>',
  // Money going in.
  deposit: '<path d="M10 2v9M6.5 7.5 10 11l3.5-3.5M3 13v4h14v-4"/>',
  // A bank card.
  'card-payments': '<rect x="2" y="4.5" width="16" height="11" rx="2"/><path d="M2 8.5h16M5 12.5h4"/>',
  // A banknote: income paid in.
  income: '<rect x="2" y="5" width="16" height="10" rx="1.5"/><circle cx="10" cy="10" r="2.2"/>',
  // A bank's front: the salary or account moved here.
  domiciliation: '<path d="M2 7.5 10 3l8 4.5M4.5 8.5v6M8.5 8.5v6M11.5 8.5v6M15.5 8.5v6M2 17h16"/>',
  // A clock: keep something for a time.
  holding: '<circle cx="10" cy="10" r="7.5"/><path d="M10 5.5V10l3 2"/>',
  // A person: identity checked.
  identity: '<circle cx="10" cy="6.5" r="3.2"/><path d="M3.5 17.5c0-3.6 2.9-5.5 6.5-5.5s6.5 1.9 6.5 5.5"/>',
  // A phone: something done in the app.
  app: '<rect x="5.5" y="2" width="9" height="16" rx="2"/><path d="M9 15h2"/>',
  // A tick: any other step.
  other: '<circle cx="10" cy="10" r="7.5"/><path d="m6.8 10.2 2.2 2.2 4.2-4.4"/>',
};
