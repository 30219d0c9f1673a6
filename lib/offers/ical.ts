import { DEFAULT_SITE_URL } from '../deployment.mjs';
import { lowerFirst, NBSP } from '../french';
import { isoDay, slugOf, type CalendarFacts, type CalendarPlan } from './calendar';

/*
 * The iCalendar file (RFC 5545) of an offer's deadlines (lib/offers/calendar.ts plans them).
 * A module of its own: the browser loads it when the visitor asks for the file, not with the page.
 */

/** RFC 5545 TEXT: backslash first, so the escapes added after it stay single. */
export const escapeText = (text: string) => text.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r?\n/g, '\\n');

const utf8Length = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/** RFC 5545 §3.1: lines of at most 75 octets, continued after CRLF and a space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Length(character);
    // A continuation line starts with its space, which counts in its 75 octets.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += character;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

const UID_DOMAIN = new URL(DEFAULT_SITE_URL).hostname;
const compactDay = (day: number) => isoDay(day).replaceAll('-', '');
const stamp = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * The iCalendar text: one all-day VEVENT per event (DTEND the next day, exclusive, as
 * RFC 5545 sets for VALUE=DATE), transparent so it does not mark the visitor busy, with
 * a display alarm three days before a deadline, when there is still time to act. `now`
 * is the DTSTAMP, given so that the output is a pure function of its inputs.
 */
export function toICalendar(facts: Pick<CalendarFacts, 'provider' | 'label'>, opening: number, plan: CalendarPlan, now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${UID_DOMAIN}//Echeances de parrainage//FR`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(`Parrainage ${facts.label}`)}`,
  ];
  for (const event of plan.events) {
    // After the colon French goes on in lower case, except a name written in capitals (« N26 »).
    const title = /^\p{Lu}\p{Ll}/u.test(event.title) ? lowerFirst(event.title) : event.title;
    const summary = escapeText(`Parrainage ${facts.label}${NBSP}: ${title}`);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${slugOf(facts.provider)}-${event.key}-${compactDay(opening)}@${UID_DOMAIN}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART;VALUE=DATE:${compactDay(event.day)}`,
      `DTEND;VALUE=DATE:${compactDay(event.day + 1)}`,
      `SUMMARY:${summary}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      'TRANSP:TRANSPARENT',
    );
    if (event.key !== 'versement') {
      lines.push('BEGIN:VALARM', 'ACTION:DISPLAY', 'TRIGGER:-P3D', `DESCRIPTION:${summary}`, 'END:VALARM');
    }
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
