import { NBSP } from '../french';
import { isCalendarDate } from '../yaml-schema/dates';
import { COMPANIES, type Company } from './plan-companies';

/**
 * « Mon plan »'s whole state is its address (no cookie, nothing stored): for each company, whether
 * the visitor is a client (`<slug>=jamais|client|ancien`) and the one date its rule counts from
 * (`<slug>-date`, AAAA-MM-JJ as a date field sends it, or JJ/MM/AAAA typed by hand). This reads
 * it back, bounded, and says in French what it could not read; it never throws.
 */

/** The words of the address, kept short and French since a visitor shares it. */
export const SITUATION_VALUES = { jamais: 'never', client: 'current', ancien: 'former' } as const;
type Situation = (typeof SITUATION_VALUES)[keyof typeof SITUATION_VALUES];

export type CompanyAnswer = {
  readonly situation: Situation;
  /** The day the company's rule counts from (closing, last bonus or opening), when given. */
  readonly date?: string;
};

export type PlanQuery = {
  /** Answers by company slug; a company not named was never a client. */
  readonly answers: ReadonlyMap<string, CompanyAnswer>;
  /** What could not be read, in French, each once. */
  readonly problems: readonly string[];
  /** Whether the address holds a plan at all (else the page shows the form alone). */
  readonly asked: boolean;
};

export const DATE_FIELD_SUFFIX = '-date';
/** Two fields per company, and room for a few added by links (utm_*). */
export const MAX_PLAN_FIELDS = COMPANIES.length * 2 + 8;
const MAX_VALUE_LENGTH = 32;
const MAX_PROBLEMS = 5;
/** A date outside these years is a typing slip, not an account. */
const FIRST_YEAR = 1950;
const YEARS_AHEAD = 10;

/** Link trackers a shared address may carry: not a choice of the visitor, not a problem either. */
const isTracker = (name: string) => /^(utm_[a-z]+|gclid|fbclid|msclkid)$/i.test(name);

/** « 2025-03-01 » or « 01/03/2025 » as AAAA-MM-JJ; undefined when it is neither. */
function dayOf(value: string): string | undefined {
  const french = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const iso = french ? `${french[3]}-${french[2]?.padStart(2, '0')}-${french[1]?.padStart(2, '0')}` : value;
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso : undefined;
}

/** The value shown back to the visitor, shortened and without control characters. */
const quoted = (value: string) => `«${NBSP}${value.replace(/\p{C}/gu, '').slice(0, MAX_VALUE_LENGTH)}${NBSP}»`;

/** The query as Next.js hands it to a page (a repeated field is a list), back to its fields in order. */
export function queryEntries(query: Readonly<Record<string, string | string[] | undefined>>): [string, string][] {
  return Object.entries(query).flatMap(([name, value]) =>
    value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((item): [string, string] => [name, item]),
  );
}

/** Paris's calendar day at `now`: a visitor's « aujourd’hui », whatever the server's zone. */
const PARIS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });
export const todayInFrance = (now: Date): string => PARIS_DAY.format(now);

const SITUATION_RANK: Readonly<Record<Situation, number>> = { never: 0, former: 1, current: 2 };

/**
 * @param entries the address's fields, in order, already percent-decoded (URLSearchParams keeps a
 *   broken escape as it is written, which then fails as an unknown value, not as an error)
 * @param today AAAA-MM-JJ, to bound the dates
 */
export function parsePlanQuery(entries: Iterable<readonly [string, string]>, today: string): PlanQuery {
  const problems = new Set<string>();
  const situations = new Map<string, Situation>();
  const dates = new Map<string, string>();
  const bySlug = new Map<string, Company>(COMPANIES.map((company) => [company.slug, company]));
  const lastYear = Number(today.slice(0, 4)) + YEARS_AHEAD;
  let count = 0;
  let asked = false;

  for (const [name, value] of entries) {
    count += 1;
    if (count > MAX_PLAN_FIELDS) continue;
    if (isTracker(name)) continue;
    const isDate = name.endsWith(DATE_FIELD_SUFFIX);
    const company = bySlug.get(isDate ? name.slice(0, -DATE_FIELD_SUFFIX.length) : name);
    if (!company) {
      problems.add(`${quoted(name)} ne désigne aucune société de ce comparatif${NBSP}: ce choix est ignoré.`);
      continue;
    }
    asked = true;
    const text = value.trim();
    if (isDate) {
      if (text === '') continue;
      const day = text.length <= MAX_VALUE_LENGTH ? dayOf(text) : undefined;
      if (day === undefined) {
        problems.add(`La date ${quoted(text)} pour ${company.name} n’est pas lisible${NBSP}: écrivez-la JJ/MM/AAAA.`);
      } else if (!isCalendarDate(day) || Number(day.slice(0, 4)) < FIRST_YEAR || Number(day.slice(0, 4)) > lastYear) {
        problems.add(`La date ${quoted(text)} pour ${company.name} n’existe pas ou n’est pas vraisemblable.`);
      } else {
        // A company given twice counts from its latest date: the rule is met later, never earlier.
        const known = dates.get(company.slug);
        if (known === undefined || day > known) dates.set(company.slug, day);
      }
      continue;
    }
    if (text === '') continue;
    const situation = (SITUATION_VALUES as Readonly<Record<string, Situation>>)[text];
    if (situation === undefined) {
      problems.add(`La situation ${quoted(text)} pour ${company.name} n’est pas un choix du formulaire${NBSP}: elle est ignorée.`);
      continue;
    }
    // Given twice, the closest tie counts: a current client is not also a former one.
    const known = situations.get(company.slug);
    if (known === undefined || SITUATION_RANK[situation] > SITUATION_RANK[known]) situations.set(company.slug, situation);
  }
  if (count > MAX_PLAN_FIELDS) {
    problems.add(
      `L’adresse porte ${count}${NBSP}paramètres${NBSP}; un plan en a au plus ${MAX_PLAN_FIELDS}${NBSP}: seuls les premiers ont été lus.`,
    );
  }

  const answers = new Map<string, CompanyAnswer>();
  for (const [slug, situation] of situations) {
    if (situation === 'never') continue;
    let date = dates.get(slug);
    // A former client's closing, opening or last bonus is behind them: a date to come is a slip of the situation.
    if (situation === 'former' && date !== undefined && date > today) {
      problems.add(
        `La date ${quoted(date)} pour ${bySlug.get(slug)?.name ?? slug} est à venir${NBSP}: pour un compte encore ouvert, choisissez «${NBSP}Client aujourd’hui${NBSP}».`,
      );
      date = undefined;
    }
    answers.set(slug, date === undefined ? { situation } : { situation, date });
  }
  const listed = [...problems];
  const shown =
    listed.length > MAX_PROBLEMS
      ? [...listed.slice(0, MAX_PROBLEMS), `Et ${listed.length - MAX_PROBLEMS}${NBSP}autres points illisibles.`]
      : listed;
  return { answers, problems: shown, asked };
}

const WORD_OF: Readonly<Record<Situation, keyof typeof SITUATION_VALUES>> = { never: 'jamais', current: 'client', former: 'ancien' };

/** The answers as an address's query (« ?boursobank=ancien&boursobank-date=2025-03-31 »), in the companies' order: what the plan's other addresses (its calendar) carry. */
export function planSearch(answers: ReadonlyMap<string, CompanyAnswer>): string {
  const fields = new URLSearchParams();
  for (const company of COMPANIES) {
    const answer = answers.get(company.slug);
    if (!answer) continue;
    fields.append(company.slug, WORD_OF[answer.situation]);
    if (answer.date) fields.append(`${company.slug}${DATE_FIELD_SUFFIX}`, answer.date);
  }
  const text = fields.toString();
  return text === '' ? '' : `?${text}`;
}
