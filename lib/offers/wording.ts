import { deName, NBSP } from '../french';
import { formatDateFr } from '../format-date';
import {
  isUnpublished,
  type Deadline,
  type Eligibility,
  type NewCustomerAnchor,
  type OfferRecord,
  type Payout,
  type Period,
  type Reward,
} from './schema';

/**
 * How the offer box says each typed fact in French. Pure functions, so the box, the
 * tests and any later view (open data, the comparison) word a fact the same way.
 */

/** Said wherever the terms we could read do not give the fact. */
export const UNPUBLISHED = 'non publié';

/** « dans les 30 jours suivant l’ouverture du compte », the published wording, or « délai non publié ». */
export function deadlineText(deadline: Deadline): string {
  if (isUnpublished(deadline)) return `délai ${UNPUBLISHED}`;
  if ('text' in deadline) return deadline.text;
  return `dans les ${deadline.days}${NBSP}jours suivant ${deadline.from}`;
}

export function payoutText(payout: Payout): string {
  return isUnpublished(payout) ? `délai ${UNPUBLISHED}` : payout.text;
}

/** « jusqu’au 31 décembre 2026 », « sans date de fin annoncée », the published wording, or « dates non publiées ». */
export function periodText(period: Period): string {
  if (isUnpublished(period)) return 'dates non publiées';
  if ('noEnd' in period) return 'sans date de fin annoncée';
  const parts = [
    period.start ? `depuis le ${formatDateFr(period.start)}` : undefined,
    period.end ? `jusqu’au ${formatDateFr(period.end)}` : undefined,
  ].filter((part) => part !== undefined);
  const dates = parts.join(', ');
  if (period.text) return dates ? `${period.text} (${dates})` : period.text;
  return dates || 'sans date de fin annoncée';
}

/** Where a look-back period is counted from, as a line says it. */
const SINCE_WORDS: Readonly<Record<NewCustomerAnchor, string>> = {
  opening: 'l’ouverture de votre précédent compte',
  closing: 'la clôture de votre précédent compte',
  'last-bonus': 'la dernière prime reçue',
};

/** The eligibility rules as short lines, the record's own words first, then what its typed fields say. */
export function eligibilityLines(eligibility: Eligibility, providerName: string): { readonly text: string; readonly fact: object }[] {
  const lines: { text: string; fact: object }[] = [];
  const rule = eligibility.newCustomer;
  if (rule) {
    const derived =
      rule.rule === 'never-client'
        ? `N’avoir jamais été client ${deName(providerName)}`
        : rule.months === undefined
          ? `Ne pas être déjà client ${deName(providerName)}`
          : `Ne pas avoir été client ${deName(providerName)} depuis ${rule.months}${NBSP}mois${rule.since ? `, comptés depuis ${SINCE_WORDS[rule.since]}` : ''}`;
    lines.push({ text: rule.text ?? derived, fact: rule });
  }
  if (eligibility.minAge) lines.push({ text: `Avoir au moins ${eligibility.minAge.years}${NBSP}ans`, fact: eligibility.minAge });
  if (eligibility.residence) lines.push({ text: eligibility.residence.text, fact: eligibility.residence });
  return lines;
}

/** Whether a side is rewarded with money paid to an account, where the tax note applies. */
const paysCash = (reward: Reward) => !isUnpublished(reward) && reward.status !== 'none' && reward.form === 'cash';

/** The tax note goes in every box whose record says a side may be paid in cash. */
export const paysCashToAnySide = (record: Pick<OfferRecord, 'rewards'>): boolean =>
  paysCash(record.rewards.referee) || paysCash(record.rewards.sponsor);

/** A calendar date (YYYY-MM-DD or ISO) as a day number, in UTC as the content dates are: subtract two for the days between. */
const dayOf = (iso: string) => Math.floor(Date.parse(iso.slice(0, 10)) / 86_400_000);

/** A check older than this is said to be so: terms change, and a fresh-looking date must not hide it. */
export const CHECK_AGE_LIMIT_DAYS = 30;

/**
 * What a check older than that is called, beside its date, once per box: a plain instruction,
 * then why (« vérifiées le 1 octobre 2026, à revérifier : la vérification date de plus de 30 jours »).
 */
export const CHECK_OLD_WORDS = 'à revérifier';
export const CHECK_OLD_REASON = `la vérification date de plus de ${CHECK_AGE_LIMIT_DAYS}${NBSP}jours`;

export function isCheckOld(checked: string, today: Date): boolean {
  return dayOf(today.toISOString()) - dayOf(checked) > CHECK_AGE_LIMIT_DAYS;
}
