// @ts-check
// « Mon plan »'s addresses, in one place: the server's request guard (plain JavaScript) reads
// them as the pages and links do.

/** The plan: the one page rendered on each request, from its query (docs/behaviours.md#mon-plan). */
export const PLAN_PATH = '/mon-plan';

/** The plan's deadlines as one iCalendar file, from the same query. */
export const PLAN_CALENDAR_PATH = '/mon-plan.ics';
