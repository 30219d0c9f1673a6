import { DEFAULT_SITE_URL } from '../deployment.mjs';
import { escapeText, foldLine } from './ical';
import type { PlanDeadline } from './plan';
import { slugOf } from './calendar';

/**
 * « Mon plan »'s deadlines as one iCalendar file (RFC 5545): an all-day event per deadline, each
 * with a display alarm three days before, when there is still time to act. Built on the server
 * from the plan's address, like the page; `now` is the DTSTAMP, given so the text is a pure
 * function of its inputs.
 */

const UID_DOMAIN = new URL(DEFAULT_SITE_URL).hostname;
const compact = (day: string) => day.replaceAll('-', '');
/** The next calendar day: DTEND of an all-day event is exclusive (RFC 5545 §3.6.1). */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const stamp = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Days before a deadline when the reminder shows. */
export const PLAN_REMINDER_DAYS = 3;

export function planCalendar(deadlines: readonly PlanDeadline[], now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${UID_DOMAIN}//Mon plan de primes//FR`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText('Mon plan de primes')}`,
  ];
  for (const deadline of deadlines) {
    const summary = escapeText(deadline.title);
    lines.push(
      'BEGIN:VEVENT',
      // Stable for one offer, one kind and one day: importing the same plan again updates, not duplicates.
      `UID:plan-${slugOf(deadline.provider)}-${deadline.key}-${compact(deadline.day)}@${UID_DOMAIN}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART;VALUE=DATE:${compact(deadline.day)}`,
      `DTEND;VALUE=DATE:${compact(nextDay(deadline.day))}`,
      `SUMMARY:${summary}`,
      `DESCRIPTION:${escapeText(deadline.description)}`,
      'TRANSP:TRANSPARENT',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `TRIGGER:-P${PLAN_REMINDER_DAYS}D`,
      `DESCRIPTION:${summary}`,
      'END:VALARM',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
