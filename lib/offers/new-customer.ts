import { NBSP } from '../french';
import { formatDateFr } from '../format-date';
import { isCalendarDate } from '../yaml-schema/dates';
import { addMonths, laterDay } from './months';
import type { NewCustomer, NewCustomerAnchor, Programme, Sourced } from './schema';

/**
 * Whether a visitor can still get an offer, from the record's new-customer rule and what the
 * visitor says of their own history with the provider: « possible », « possible à partir du … »,
 * « pas pour vous », « à vérifier », or « offre terminée ». Pure, in calendar days (YYYY-MM-DD),
 * so the server renders « Mon plan » from its query alone and never stores a visitor's answer.
 *
 * A date is computed only on the anchor the rule names (opening, closing or last bonus paid):
 * counting from another one is how trackers end up months wrong. What the visitor did not give
 * is asked for (`to-check` names it), never assumed.
 */

/** The visitor's history with one provider, each day YYYY-MM-DD; a day that is not a real one counts as not given. */
export type ProviderHistory =
  | { readonly held: 'never' }
  | {
      readonly held: 'current';
      readonly openedOn?: string;
      readonly lastBonusOn?: string;
      /** A closing the visitor has planned: the rule's months can then be counted from it. */
      readonly closingOn?: string;
    }
  | { readonly held: 'closed'; readonly closedOn?: string; readonly openedOn?: string; readonly lastBonusOn?: string };

/** The day of a history each anchor of a rule counts from. */
export const ANCHOR_DAY = {
  opening: 'openedOn',
  closing: 'closedOn',
  'last-bonus': 'lastBonusOn',
} as const satisfies Record<NewCustomerAnchor, string>;

/** What a visitor may be asked to add: one of the days, or the rule's own words to read. */
type MissingFact = (typeof ANCHOR_DAY)[NewCustomerAnchor] | 'closingOn' | 'rule';

const MISSING_WORDS: Readonly<Record<MissingFact, string>> = {
  openedOn: 'le jour d’ouverture de votre compte',
  closedOn: 'le jour de clôture de votre compte',
  lastBonusOn: 'le jour où vous avez reçu votre dernière prime',
  closingOn: 'le jour où vous fermerez votre compte',
  rule: 'la règle de l’offre, à lire dans ses conditions',
};

/** What the answer rests on: the record's rule and its source, or the programme's, when the record gives one. */
type EligibilityBasis = { readonly fact: 'newCustomer' | 'programme' } & Sourced;

type Said = {
  /** The words of the answer, as « Mon plan » shows them. */
  readonly words: string;
  /** One sentence saying why, with « vous ». */
  readonly why: string;
  /** Undefined when no sourced fact decides it (no rule known, or a programme not found without a source). */
  readonly basis?: EligibilityBasis;
};

export type EligibilityAnswer = Said &
  (
    | { readonly status: 'possible' }
    | { readonly status: 'possible-from'; readonly from: string }
    | { readonly status: 'not-for-you' }
    | { readonly status: 'to-check'; readonly missing: readonly MissingFact[] }
    /** The programme ended or was not found: nobody can get it, which says nothing of the visitor. */
    | { readonly status: 'closed' }
  );

export type EligibilityInput = {
  /** The record's `eligibility.newCustomer`, undefined when the terms give none. */
  readonly rule: NewCustomer | undefined;
  readonly programme: Programme;
  /**
   * Everything the visitor says of this provider, each account once (two cards of one bank are
   * two histories). Empty means never a client. Several answers are each held against the rule
   * and the most restrictive wins: a current account over a closed one, the latest date over an
   * earlier one, a missing day over a date.
   */
  readonly histories: readonly ProviderHistory[];
  /** YYYY-MM-DD, the day the answer is for. */
  readonly today: string;
};

/** « 3 mars 2027 », « 1er mars 2027 », as French writes the first of the month. */
const frenchDay = (day: string) => formatDateFr(day).replace(/^1 /, '1er ');

const given = (day: string | undefined) => (day !== undefined && isCalendarDate(day) ? day : undefined);

type Verdict =
  | { readonly status: 'possible' }
  | { readonly status: 'possible-from'; readonly from: string }
  | { readonly status: 'not-for-you' }
  | { readonly status: 'to-check'; readonly missing: readonly MissingFact[] };

/** One history against a rule that counts months; the caller has handled every other rule. */
function monthsVerdict(months: number, anchor: NewCustomerAnchor, history: ProviderHistory, today: string): Verdict {
  if (history.held === 'never') return { status: 'possible' };
  // The visitor is a client until this day: a current account with no planned closing never ends by itself.
  const clientUntil = history.held === 'current' ? given(history.closingOn) : given(history.closedOn);
  const anchorDay = anchor === 'closing' ? clientUntil : given(anchor === 'opening' ? history.openedOn : history.lastBonusOn);
  // Every day the date needs is asked for at once, so the visitor completes the plan in one go.
  const missing: MissingFact[] = [
    ...(history.held === 'current' && clientUntil === undefined ? (['closingOn'] as const) : []),
    ...(anchorDay === undefined && !(history.held === 'current' && anchor === 'closing') ? [ANCHOR_DAY[anchor]] : []),
  ];
  if (missing.length > 0 || anchorDay === undefined) return { status: 'to-check', missing };
  // Counted from the opening or a bonus, the months may run out while the account is still open.
  const from = clientUntil === undefined ? addMonths(anchorDay, months) : laterDay(addMonths(anchorDay, months), clientUntil);
  return from <= today ? { status: 'possible' } : { status: 'possible-from', from };
}

function verdictOf(rule: NewCustomer | undefined, history: ProviderHistory, today: string): Verdict {
  if (history.held === 'never') return { status: 'possible' };
  if (rule === undefined || rule.rule === 'other') return { status: 'to-check', missing: ['rule'] };
  if (rule.rule === 'never-client') return { status: 'not-for-you' };
  // Without a named anchor, « pas client depuis N mois » counts from the day one stopped being a client, the closing.
  return monthsVerdict(rule.months ?? 0, rule.since ?? 'closing', history, today);
}

const RANK: Readonly<Record<Verdict['status'], number>> = { possible: 0, 'possible-from': 1, 'to-check': 2, 'not-for-you': 3 };

/** The most restrictive of two verdicts: the later date, every missing day, a refusal over all. */
function stricter(a: Verdict, b: Verdict): Verdict {
  if (a.status === 'possible-from' && b.status === 'possible-from') return a.from >= b.from ? a : b;
  if (a.status === 'to-check' && b.status === 'to-check')
    return { status: 'to-check', missing: [...new Set([...a.missing, ...b.missing])] };
  return RANK[a.status] >= RANK[b.status] ? a : b;
}

const sourcedOf = (fact: 'newCustomer' | 'programme', sourced: Partial<Sourced>): EligibilityBasis | undefined =>
  sourced.source !== undefined && sourced.certainty !== undefined
    ? { fact, source: sourced.source, certainty: sourced.certainty }
    : undefined;

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} et ${items[items.length - 1] ?? ''}`;

function whyOf(verdict: Verdict, rule: NewCustomer | undefined, held: boolean): string {
  switch (verdict.status) {
    case 'possible':
      return held
        ? 'Le délai que fixent les conditions depuis votre précédent compte est écoulé.'
        : `Vous n’avez jamais été client${NBSP}: vous êtes un nouveau client pour cette offre.`;
    case 'possible-from':
      return `Les conditions comptent ${rule?.months ?? 0}${NBSP}mois depuis ${ANCHOR_WORDS[rule?.since ?? 'closing']}${NBSP}: l’offre vous est ouverte à partir du ${frenchDay(verdict.from)}.`;
    case 'not-for-you':
      return 'L’offre est réservée à ceux qui n’ont jamais été clients.';
    case 'to-check':
      if (verdict.missing.includes('rule'))
        return rule === undefined
          ? `Les conditions publiées ne disent pas si un ancien client y a droit${NBSP}: vérifiez-le avant de vous inscrire.`
          : `Vous avez été client, et la règle de l’offre ne se ramène pas à une date${NBSP}: lisez-la avant de vous inscrire.`;
      return `Pour calculer la date, il manque ${list(verdict.missing.map((missing) => MISSING_WORDS[missing]))}.`;
  }
}

const ANCHOR_WORDS: Readonly<Record<NewCustomerAnchor, string>> = {
  opening: 'l’ouverture de votre précédent compte',
  closing: 'la clôture de votre précédent compte',
  'last-bonus': 'la dernière prime reçue',
};

const WORDS: Readonly<Record<Exclude<Verdict['status'], 'possible-from'>, string>> = {
  possible: 'possible',
  'not-for-you': 'pas pour vous',
  'to-check': 'à vérifier',
};

export function newCustomerEligibility(input: EligibilityInput): EligibilityAnswer {
  const { rule, programme, histories, today } = input;
  if (programme.status !== 'open') {
    const basis = sourcedOf('programme', programme);
    const ended = programme.status === 'ended';
    return {
      status: 'closed',
      words: ended ? 'offre terminée' : 'programme non publié',
      why: ended ? `Le programme a pris fin le ${frenchDay(programme.end)}.` : `Aucun programme publié au ${frenchDay(programme.on)}.`,
      ...(basis ? { basis } : {}),
    };
  }
  const all: readonly ProviderHistory[] = histories.length > 0 ? histories : [{ held: 'never' }];
  const verdict = all.map((history) => verdictOf(rule, history, today)).reduce(stricter);
  const held = all.some((history) => history.held !== 'never');
  const basis = rule ? sourcedOf('newCustomer', rule) : undefined;
  const said = {
    words: verdict.status === 'possible-from' ? `possible à partir du ${frenchDay(verdict.from)}` : WORDS[verdict.status],
    why: whyOf(verdict, rule, held),
    ...(basis ? { basis } : {}),
  };
  return { ...verdict, ...said };
}
