import { lowerFirst, NBSP } from '../french';
import { PROVIDER_LABELS, type Provider } from '../primes/providers';
import type { Condition, Deadline, OfferRecord } from './schema';

/**
 * The offer's deadlines in the visitor's own calendar (docs/behaviours.md#calendrier-des-échéances): from the day the
 * visitor says they opened their account, the dates by which each condition is due, the
 * latest expected payout and the offer's announced end, as an iCalendar file (RFC 5545)
 * built in the browser. Nothing is stored or sent: the date stays in the page.
 *
 * Written by hand rather than with the `ics` package: that one pulls in yup, nanoid and
 * runes2 (tens of kB in the browser) to validate shapes that TypeScript already checks
 * here, while what this file needs (all-day events, escaping, folding) is a few lines.
 */

/** The serialisable subset of a record the calendar needs: the client component's props. */
export type CalendarFacts = {
  readonly provider: Provider;
  readonly label: string;
  readonly conditions: readonly Pick<Condition, 'kind' | 'text' | 'deadline' | 'certainty'>[];
  readonly payout?: { readonly text: string; readonly days: number };
  /** YYYY-MM-DD: the offer's announced end. */
  readonly end?: string;
};

/**
 * What each `from` of a `{ days, from }` deadline means against the date the visitor
 * gives: `opening` is that very day; `signup` is the sign-up, which is that day or
 * earlier (a bank opens the account once the application is checked), so a date counted
 * from the opening may be later than the real one and says so. Any other starting point
 * (« la réception de la carte ») is a day the visitor did not give: listed without a date,
 * never guessed. Keys are lower case with straight apostrophes (see `anchorOf`).
 */
const ANCHORS: Readonly<Record<string, 'opening' | 'signup'>> = {
  "l'ouverture": 'opening',
  "l'ouverture du compte": 'opening',
  "l'ouverture de compte": 'opening',
  'la création du compte': 'opening',
  "l'inscription": 'signup',
  'la souscription': 'signup',
  "la demande d'ouverture": 'signup',
};

const anchorOf = (from: string) => ANCHORS[from.normalize('NFC').toLocaleLowerCase('fr').replaceAll('’', "'").replace(/\s+/g, ' ').trim()];

/** A deadline counted in days from a day the visitor's opening day gives, or undefined. */
const datedOf = (deadline: Deadline) => ('days' in deadline && anchorOf(deadline.from) !== undefined ? deadline : undefined);

/** The calendar's facts when at least one condition has a date the opening day gives; otherwise no calendar to offer. */
export function calendarFactsOf(record: OfferRecord): CalendarFacts | undefined {
  if (!record.conditions.some((condition) => datedOf(condition.deadline))) return undefined;
  const payout = !('unpublished' in record.payout) && record.payout.days !== undefined ? record.payout : undefined;
  const end = 'end' in record.period ? record.period.end : undefined;
  return {
    provider: record.provider,
    label: PROVIDER_LABELS[record.provider],
    conditions: record.conditions.map(({ kind, text, deadline, certainty }) => ({ kind, text, deadline, certainty })),
    ...(payout?.days !== undefined ? { payout: { text: payout.text, days: payout.days } } : {}),
    ...(end !== undefined ? { end } : {}),
  };
}

/** A day as a count of days since 1970-01-01 (UTC), so that adding days never meets a time zone or a DST change. */
const DAY_MS = 86_400_000;

/** The day of a YYYY-MM-DD text, or undefined when it is not a real calendar day (2026-02-30). */
export function parseDay(text: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? time / DAY_MS : undefined;
}

export const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

const LONG = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** « 1 mars 2026 » → « 1er mars 2026 », as French writes the first of the month. */
export const frenchDay = (day: number) => LONG.format(new Date(day * DAY_MS)).replace(/^1 /, '1er ');

export type CalendarEvent = {
  /** Stable for the same offer, event and opening day: importing the file twice updates instead of duplicating. */
  readonly key: string;
  readonly day: number;
  /** What happens that day, shown beside the date; the file's SUMMARY prefixes it with the offer. */
  readonly title: string;
  readonly description: string;
};

/** A condition, or the payout, that the file cannot date, and why: shown beside the button. */
export type Undated = { readonly text: string; readonly when: string };

export type CalendarPlan = { readonly events: readonly CalendarEvent[]; readonly undated: readonly Undated[] };

const CHECK = 'Vérifiez les conditions en vigueur avant de vous y fier.';

/**
 * The dated events for an opening day (a day from `parseDay`). A deadline of N days
 * from the opening falls N calendar days after it (opened on 15 January, 30 days: 14
 * February). The payout is published as a delay after the conditions are met, so its
 * latest date is the last condition's deadline plus that delay, and only when every
 * condition other than the code has a date (the code is given at sign-up, before the
 * opening day, so it leaves nothing to wait for).
 */
export function planCalendar(facts: CalendarFacts, opening: number): CalendarPlan {
  const events: CalendarEvent[] = [];
  const undated: Undated[] = [];
  const openedOn = `le ${frenchDay(opening)}`;
  // The last condition's deadline, or undefined once a condition has no date (the payout then has none either).
  let latest: number | undefined = opening;
  for (const [index, condition] of facts.conditions.entries()) {
    const deadline = datedOf(condition.deadline);
    if (!deadline) {
      const given = condition.deadline;
      // The code is given at sign-up, before the opening day: without a delay of its own it leaves nothing to wait for.
      if (condition.kind !== 'code') latest = undefined;
      else if (!('days' in given)) continue;
      undated.push({
        text: condition.text,
        when:
          'days' in given
            ? `${given.days}${NBSP}jours après ${given.from}, un jour que vous n’avez pas indiqué`
            : 'text' in given
              ? given.text
              : 'délai non publié',
      });
      continue;
    }
    const day = opening + deadline.days;
    if (latest !== undefined) latest = Math.max(latest, day);
    const signup =
      anchorOf(deadline.from) === 'signup'
        ? ` Les conditions comptent depuis ${deadline.from}, qui peut précéder l’ouverture du compte${NBSP}: la date réelle peut alors être plus tôt.`
        : '';
    const unsure = condition.certainty === 'unsure' ? ' Délai incertain selon nos sources.' : '';
    events.push({
      key: `condition-${index + 1}`,
      day,
      title: `${condition.text} (date limite)`,
      description:
        `Condition${NBSP}: ${condition.text}. À remplir dans les ${deadline.days}${NBSP}jours qui suivent ${deadline.from}. ` +
        `Date calculée à partir de l’ouverture de votre compte, que vous avez indiquée${NBSP}: ${openedOn}.${signup}${unsure} ${CHECK}`,
    });
  }
  if (facts.payout) {
    if (latest !== undefined && latest !== opening) {
      events.push({
        key: 'versement',
        day: latest + facts.payout.days,
        title: 'Versement de la prime attendu au plus tard',
        description:
          `Versement annoncé${NBSP}: ${lowerFirst(facts.payout.text)}. Date calculée à partir de l’ouverture de votre compte (${openedOn}), ` +
          `en comptant ${facts.payout.days}${NBSP}jours après la dernière date limite des conditions${NBSP}; ` +
          `plus tôt si vous les remplissez avant. ${CHECK}`,
      });
    } else undated.push({ text: 'Versement de la prime', when: facts.payout.text });
  }
  const end = facts.end === undefined ? undefined : parseDay(facts.end);
  if (end !== undefined) {
    events.push({
      key: 'fin-offre',
      day: end,
      title: 'Fin annoncée de l’offre',
      description: `Dernier jour de l’offre selon les conditions publiées (date fixe, indépendante de l’ouverture de votre compte). ${CHECK}`,
    });
  }
  return { events: events.sort((a, b) => a.day - b.day), undated };
}

/** The record's own slug (lib/content-files.ts): FORTUNEO_GOLD → fortuneo-gold. */
export const slugOf = (provider: Provider) => provider.toLowerCase().replaceAll('_', '-');
export const calendarFileName = (provider: Provider) => `parrainage-${slugOf(provider)}.ics`;
