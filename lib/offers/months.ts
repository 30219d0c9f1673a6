import { isCalendarDate } from '../yaml-schema/dates';

/**
 * Calendar months on YYYY-MM-DD days, as banks count « 12 mois » from a date: the same day
 * number N months later, or the month's last day when it has no such day (31 January + 1 month
 * is the last day of February; 29 February 2024 + 12 months is 28 February 2025). Done on the
 * numbers of the text, never through a local `Date`, so no time zone or DST can shift a day.
 */

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
const daysInMonth = (year: number, month: number) => (month === 2 && isLeap(year) ? 29 : (MONTH_DAYS[month - 1] ?? 31));
const pad = (value: number, width: number) => String(value).padStart(width, '0');

/**
 * @param day a real calendar day, YYYY-MM-DD
 * @param months a whole number of months, negative to go back
 * @throws RangeError on a day that is not a real one or a count that is not whole: a caller's
 *   slip, never a visitor's input (the plan's query is read by lib/offers/plan-query.ts first)
 */
export function addMonths(day: string, months: number): string {
  if (!isCalendarDate(day)) throw new RangeError(`${day} n’est pas un jour AAAA-MM-JJ`);
  if (!Number.isInteger(months)) throw new RangeError(`${months} n’est pas un nombre entier de mois`);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  const targetDate = Math.min(date, daysInMonth(targetYear, targetMonth));
  return `${pad(targetYear, 4)}-${pad(targetMonth, 2)}-${pad(targetDate, 2)}`;
}

/** The later of two YYYY-MM-DD days (the text order is the calendar order). */
export const laterDay = (a: string, b: string): string => (a >= b ? a : b);
