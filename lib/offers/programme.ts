import { NBSP, upperFirst } from '../french';
import { formatDateFr } from '../format-date';
import type { OfferRecord, Programme } from './schema';

/** Whether the record documents a running programme: only those are ranked, carded or marked up as offers. */
export const isOpen = (record: { readonly programme: Pick<Programme, 'status'> } | undefined): boolean =>
  record?.programme.status === 'open';

/** A record's one-line precision as a sentence: capitalised and ended by a full stop. */
const sentence = (text: string) => `${upperFirst(text)}${/[.!?…]$/.test(text) ? '' : '.'}`;

/** « les conditions … » reads « restent introuvables », « un programme … » « reste introuvable ». */
const PLURAL_START = /^(?:les|des|ses|leurs|ces)\s/i;

/**
 * Why an offer is not ranked, in a visitor's words: a fact and its date, never the research's
 * log. A programme that ended says when (and what the record adds); one that cannot be found
 * says what (the record's `searched`, a noun phrase) and on which day. Undefined for an open programme.
 *
 * « Au 26 novembre 2026, un programme de parrainage PayPal ouvert aux résidents de France reste
 * introuvable ; cette offre n’est pas classée tant que ses conditions ne sont pas publiées. »
 */
export function programmeReason(record: Pick<OfferRecord, 'programme'>): string | undefined {
  const programme = record.programme;
  if (programme.status === 'open') return undefined;
  if (programme.status === 'ended') {
    const unsure = programme.certainty === 'unsure' ? ' (selon la dernière version publiée de ses conditions)' : '';
    return `Ce programme a pris fin le ${formatDateFr(programme.end)}${unsure}.${programme.text ? ` ${sentence(programme.text)}` : ''}`;
  }
  const missing = PLURAL_START.test(programme.searched) ? 'restent introuvables' : 'reste introuvable';
  return `Au ${formatDateFr(programme.on)}, ${programme.searched} ${missing}${NBSP}; cette offre n’est pas classée tant que ses conditions ne sont pas publiées.`;
}
