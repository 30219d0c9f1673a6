import { describe, expect, it } from 'vitest';
import { NBSP } from '../french';
import { calendarFactsOf, calendarFileName, frenchDay, isoDay, parseDay, planCalendar, type CalendarFacts } from './calendar';
import { escapeText, foldLine, toICalendar } from './ical';
import type { Condition, OfferRecord } from './schema';

const day = (text: string) => {
  const parsed = parseDay(text);
  if (parsed === undefined) throw new Error(`not a day: ${text}`);
  return parsed;
};

const condition = (
  kind: Condition['kind'],
  text: string,
  deadline: Condition['deadline'],
  certainty: Condition['certainty'] = 'sure',
): Condition => ({
  kind,
  text,
  deadline,
  source: 'aide',
  certainty,
});

const RECORD: OfferRecord = {
  provider: 'FORTUNEO_GOLD',
  page: '/banque/fortuneo/parrainage',
  programme: { status: 'open', source: 'aide', certainty: 'sure' },
  answers: {},
  sources: [],
  rewards: { referee: { unpublished: true }, sponsor: { unpublished: true } },
  eligibility: {},
  conditions: [
    condition('code', 'Code saisi à l’inscription', { text: 'à l’inscription' }),
    condition('deposit', 'Premier dépôt de 300 € au moins', { days: 30, from: 'l’ouverture du compte' }),
    condition('card-payments', '3 paiements par carte', { days: 90, from: 'l’inscription' }, 'unsure'),
  ],
  payout: { text: 'Sous 60 jours une fois les conditions remplies', days: 60, source: 'aide', certainty: 'sure' },
  period: { start: '2026-01-01', end: '2026-12-31', source: 'aide', certainty: 'sure' },
  costs: [],
  catches: [],
};

/** RFC 5545 §3.1 in reverse: the content lines, folding undone. */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, '').split('\r\n');
}

describe('parseDay and isoDay', () => {
  it('reads real calendar days only', () => {
    expect(isoDay(day('2026-01-15'))).toBe('2026-01-15');
    expect(parseDay('2026-02-30')).toBeUndefined();
    expect(parseDay('2027-02-29')).toBeUndefined();
    expect(isoDay(day('2028-02-29'))).toBe('2028-02-29');
    expect(parseDay('15/01/2026')).toBeUndefined();
    expect(parseDay('')).toBeUndefined();
  });

  it('writes the first of the month as French does', () => {
    expect(frenchDay(day('2026-03-01'))).toBe('1er mars 2026');
    expect(frenchDay(day('2026-03-11'))).toBe('11 mars 2026');
  });
});

describe('calendarFactsOf', () => {
  it('keeps what the calendar needs, serialisable', () => {
    const facts = calendarFactsOf(RECORD);
    expect(facts).toEqual({
      provider: 'FORTUNEO_GOLD',
      label: 'Fortuneo (carte Gold)',
      conditions: RECORD.conditions.map(({ kind, text, deadline, certainty }) => ({ kind, text, deadline, certainty })),
      payout: { text: 'Sous 60 jours une fois les conditions remplies', days: 60 },
      end: '2026-12-31',
    });
    expect(JSON.parse(JSON.stringify(facts))).toEqual(facts);
  });

  it('offers no calendar when no condition can be dated from the opening day', () => {
    const undated: OfferRecord = {
      ...RECORD,
      conditions: [
        condition('code', 'Code', { text: 'à l’inscription' }),
        condition('other', 'Carte activée', { unpublished: true }),
        condition('deposit', 'Dépôt', { days: 10, from: 'la réception de la carte' }),
      ],
    };
    expect(calendarFactsOf(undated)).toBeUndefined();
  });

  it('understands the starting points however the apostrophe and case are written', () => {
    for (const from of ['l’ouverture du compte', "L'ouverture du compte", 'l’ouverture', 'l’inscription', 'la souscription']) {
      expect(calendarFactsOf({ ...RECORD, conditions: [condition('deposit', 'Dépôt', { days: 5, from })] }), from).toBeDefined();
    }
  });
});

describe('planCalendar', () => {
  const facts = calendarFactsOf(RECORD) as CalendarFacts;

  it('counts each deadline in calendar days from the opening day, the payout after the last one, and keeps the fixed end', () => {
    const plan = planCalendar(facts, day('2026-01-15'));
    expect(plan.events.map((event) => [event.key, isoDay(event.day)])).toEqual([
      ['condition-2', '2026-02-14'],
      ['condition-3', '2026-04-15'],
      ['versement', '2026-06-14'],
      ['fin-offre', '2026-12-31'],
    ]);
    expect(plan.undated).toEqual([]);
  });

  it('rolls over the month and the year', () => {
    const plan = planCalendar(facts, day('2026-12-20'));
    expect(plan.events.map((event) => [event.key, isoDay(event.day)])).toEqual([
      ['fin-offre', '2026-12-31'],
      ['condition-2', '2027-01-19'],
      ['condition-3', '2027-03-20'],
      ['versement', '2027-05-19'],
    ]);
  });

  it('meets 29 February in a leap year', () => {
    const plan = planCalendar(
      { ...facts, conditions: [condition('deposit', 'Dépôt', { days: 28, from: 'l’ouverture' })] },
      day('2028-02-01'),
    );
    expect(plan.events.map((event) => [event.key, isoDay(event.day)])).toContainEqual(['condition-1', '2028-02-29']);
  });

  it('says where the date comes from, and warns when it counts from the sign-up or is unsure', () => {
    const [deposit, payments] = planCalendar(facts, day('2026-03-01')).events;
    expect(deposit?.title).toBe('Premier dépôt de 300 € au moins (date limite)');
    expect(deposit?.description).toContain(`que vous avez indiquée${NBSP}: le 1er mars 2026.`);
    expect(deposit?.description).not.toContain('plus tôt');
    expect(payments?.description).toContain('Les conditions comptent depuis l’inscription, qui peut précéder l’ouverture du compte');
    expect(payments?.description).toContain('Délai incertain selon nos sources.');
  });

  it('lists what it cannot date, and dates no payout after a condition without a date', () => {
    const plan = planCalendar(
      {
        ...facts,
        conditions: [
          ...facts.conditions,
          condition('other', 'Carte activée', { unpublished: true }),
          condition('app', 'Application installée', { text: 'avant la fin de la campagne' }),
          condition('identity', 'Identité vérifiée', { days: 10, from: 'la réception de la carte' }),
        ],
      },
      day('2026-01-15'),
    );
    expect(plan.events.map((event) => event.key)).toEqual(['condition-2', 'condition-3', 'fin-offre']);
    expect(plan.undated).toEqual([
      { text: 'Carte activée', when: 'délai non publié' },
      { text: 'Application installée', when: 'avant la fin de la campagne' },
      { text: 'Identité vérifiée', when: `10${NBSP}jours après la réception de la carte, un jour que vous n’avez pas indiqué` },
      { text: 'Versement de la prime', when: 'Sous 60 jours une fois les conditions remplies' },
    ]);
  });
});

describe('escapeText and foldLine', () => {
  it('escapes backslash, semicolon, comma and newlines, backslash first', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf: g')).toBe('a\\\\b\\;c\\,d\\ne\\nf: g');
  });

  it('folds at 75 octets, continuation lines starting with a space, never inside a UTF-8 character', () => {
    const ascii = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldLine(ascii).split('\r\n');
    expect(folded.map((line) => Buffer.byteLength(line))).toEqual([75, 75, 64]);
    expect(folded.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(folded.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(ascii);

    // 73 ASCII octets then « é » (2 octets) fills the first line exactly; the next « é » moves on.
    const accented = `${'a'.repeat(73)}éé`;
    expect(foldLine(accented).split('\r\n')).toEqual([`${'a'.repeat(73)}é`, ' é']);
    // 74 ASCII octets leave one: « € » (3 octets) goes whole to the next line.
    expect(foldLine(`${'a'.repeat(74)}€`).split('\r\n')).toEqual(['a'.repeat(74), ' €']);
    expect(foldLine('SHORT')).toBe('SHORT');
  });
});

describe('toICalendar', () => {
  const facts = calendarFactsOf(RECORD) as CalendarFacts;
  const opening = day('2026-12-20');
  const ics = toICalendar(facts, opening, planCalendar(facts, opening), new Date('2026-11-24T09:08:07.123Z'));

  it('ends every line with CRLF and keeps each within 75 octets', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('writes all-day events with the next day as their exclusive end, a stamp and stable unique identifiers', () => {
    const lines = unfold(ics);
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//www.parrainage-malin.fr//Echeances de parrainage//FR',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Parrainage Fortuneo (carte Gold)',
    ]);
    expect(lines.filter((line) => line.startsWith('DTSTART') || line.startsWith('DTEND'))).toEqual([
      'DTSTART;VALUE=DATE:20261231',
      'DTEND;VALUE=DATE:20270101',
      'DTSTART;VALUE=DATE:20270119',
      'DTEND;VALUE=DATE:20270120',
      'DTSTART;VALUE=DATE:20270320',
      'DTEND;VALUE=DATE:20270321',
      'DTSTART;VALUE=DATE:20270519',
      'DTEND;VALUE=DATE:20270520',
    ]);
    const uids = lines.filter((line) => line.startsWith('UID:'));
    expect(uids).toEqual([
      'UID:fortuneo-gold-fin-offre-20261220@www.parrainage-malin.fr',
      'UID:fortuneo-gold-condition-2-20261220@www.parrainage-malin.fr',
      'UID:fortuneo-gold-condition-3-20261220@www.parrainage-malin.fr',
      'UID:fortuneo-gold-versement-20261220@www.parrainage-malin.fr',
    ]);
    expect(lines.filter((line) => line.startsWith('DTSTAMP:'))).toEqual(Array(4).fill('DTSTAMP:20261124T090807Z'));
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(4);
    // A reminder before each deadline and the end, none before a payment that needs no action.
    expect(lines.filter((line) => line === 'TRIGGER:-P3D')).toHaveLength(3);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('escapes the text it writes and folds the long descriptions', () => {
    const lines = unfold(ics);
    expect(lines).toContain(`SUMMARY:Parrainage Fortuneo (carte Gold)${NBSP}: fin annoncée de l’offre`);
    expect(lines).toContain(`SUMMARY:Parrainage Fortuneo (carte Gold)${NBSP}: premier dépôt de 300 € au moins (date limite)`);
    const description = lines.find((line) => line.startsWith('DESCRIPTION:Condition'));
    expect(description).toBe(
      `DESCRIPTION:Condition${NBSP}: Premier dépôt de 300 € au moins. À remplir dans les 30${NBSP}jours qui suivent l’ouverture du compte. ` +
        `Date calculée à partir de l’ouverture de votre compte\\, que vous avez indiquée${NBSP}: le 20 décembre 2026. ` +
        'Vérifiez les conditions en vigueur avant de vous y fier.',
    );
    expect(ics).toContain('\r\n ');
    expect(lines.find((line) => line.startsWith('DESCRIPTION:Versement'))).toContain(`conditions${NBSP}\\; plus tôt`);
  });

  it('names the file after the record', () => {
    expect(calendarFileName('FORTUNEO_GOLD')).toBe('parrainage-fortuneo-gold.ics');
    expect(calendarFileName('N26')).toBe('parrainage-n26.ics');
  });
});
