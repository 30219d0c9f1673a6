const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real day of the calendar written AAAA-MM-JJ (2026-02-30 is not one). */
export function isCalendarDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** Today as YYYY-MM-DD (UTC): the data files' dates after it are in the future. */
export const todayIso = (): string => new Date().toISOString().slice(0, 10);
