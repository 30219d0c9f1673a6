import { GONE_AFTER_DAYS } from './config';

const dayNumber = (day: string) => Math.floor(Date.parse(day.slice(0, 10)) / 86_400_000);

/** Calendar days from `from` to `to` (YYYY-MM-DD): 2026-11-19 to 2026-11-26 is 7. */
const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/**
 * Whether a failure that started on `first` has lasted longer than GONE_AFTER_DAYS on `day`.
 * One rule for the box (a page gone) and for the daily workflow (a failure proposed to the
 * writers), so that neither says of a failure what the other does not.
 */
export const hasLastedLong = (first: string, day: string): boolean => daysBetween(first, day) > GONE_AFTER_DAYS;
