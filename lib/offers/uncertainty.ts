/**
 * The words of uncertainty, in one place: how every surface says that a fact or an amount is
 * not settled by a public source (a ⚠️ fact of the research, an amount of our own survey).
 * A page never shows such a fact as certain, and never words it two ways.
 */
import type { Certainty } from './schema';

/** The short mark beside an amount or a fact no public source confirms, on every surface that shows one. */
export const UNCONFIRMED_MARK = 'à confirmer';

/** The mark as prose adds it after a fact: « Carte commandée (à confirmer) ». */
export const UNCONFIRMED_SUFFIX = ` (${UNCONFIRMED_MARK})`;

/** The mark as the CSV adds it, in brackets so a spreadsheet reader tells it from the fact's own parentheses. */
const UNCONFIRMED_CSV_SUFFIX = ` [${UNCONFIRMED_MARK}]`;

/** Where an amount of our survey comes from when no public source confirms it. */
export const SURVEY_AMOUNT_ORIGIN = 'montant de notre relevé, non confirmé par une source publique';

/** A payout delay the terms give only as a ⚠️ fact. */
export const PAYOUT_DELAY_UNCONFIRMED = `Délai de versement ${UNCONFIRMED_MARK}`;

/** A fact's text as prose says it: with the mark when its certainty is `unsure`. */
export function withCertainty(text: string, certainty: Certainty): string {
  return certainty === 'unsure' ? `${text}${UNCONFIRMED_SUFFIX}` : text;
}

/** The mark as the CSV adds it to a fact whose certainty is `unsure`, or nothing. */
export const csvCertaintyMark = (certainty: Certainty | null): string => (certainty === 'unsure' ? UNCONFIRMED_CSV_SUFFIX : '');
