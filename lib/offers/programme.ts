import { NBSP, upperFirst } from '../french';
import { formatDateFr } from '../format-date';
import type { OfferRecord, Programme } from './schema';

/** Whether the record documents a running programme: only those are ranked, carded or marked up as offers. */
export const isOpen = (record: { readonly programme: Pick<Programme, 'status'> } | undefined): boolean =>
  record?.programme.status === 'open';

/** A record's one-line precision as a sentence: capitalised and ended by a full stop. */
const sentence = (text: string) => `${upperFirst(text)}${/[.!?…]$/.test(text) ? '' : '.'}`;

/**
 * Why an offer is not ranked, in a visitor's words: a fact and its date, never the research's
 * log. A programme that ended says when (and what the record adds); one whose conditions are not
 * published says what the provider does not publish (the record's `searched`, a clause that
 * starts with its name) and on which day its public pages were consulted. Undefined for an open
 * programme.
 *
 * « PayPal ne publie aucun programme de parrainage ouvert aux résidents de France (pages publiques
 * consultées le 26 novembre 2026) ; cette offre n’est pas classée. »
 */
export function programmeReason(record: Pick<OfferRecord, 'programme'>): string | undefined {
  const programme = record.programme;
  if (programme.status === 'open') return undefined;
  if (programme.status === 'ended') {
    const unsure = programme.certainty === 'unsure' ? ' (selon la dernière version publiée de ses conditions)' : '';
    return `Ce programme a pris fin le ${formatDateFr(programme.end)}${unsure}.${programme.text ? ` ${sentence(programme.text)}` : ''}`;
  }
  const statement = programme.searched.replace(/[.\s]+$/, '');
  return `${statement} (pages publiques consultées le ${formatDateFr(programme.on)})${NBSP}; cette offre n’est pas classée.`;
}
