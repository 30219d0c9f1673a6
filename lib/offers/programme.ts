import { NBSP } from '../french';
import { formatDateFr } from '../format-date';
import type { OfferRecord, Programme } from './schema';

/** Whether the record documents a running programme: only those are ranked, carded or marked up as offers. */
export const isOpen = (record: { readonly programme: Pick<Programme, 'status'> } | undefined): boolean =>
  record?.programme.status === 'open';

/** A record's one-line precision as a sentence: capitalised and ended by a full stop. */
const sentence = (text: string) => `${text.charAt(0).toLocaleUpperCase('fr')}${text.slice(1)}${/[.!?…]$/.test(text) ? '' : '.'}`;

/**
 * Why an offer is not ranked, in a visitor's words: when its programme ended (and what the
 * record adds), or what was looked for and when. Undefined for an open programme.
 */
export function programmeReason(record: Pick<OfferRecord, 'programme'>): string | undefined {
  const programme = record.programme;
  if (programme.status === 'open') return undefined;
  if (programme.status === 'ended') {
    const unsure = programme.certainty === 'unsure' ? ' (selon la dernière version trouvée de ses conditions)' : '';
    return `Ce programme a pris fin le ${formatDateFr(programme.end)}${unsure}.${programme.text ? ` ${sentence(programme.text)}` : ''}`;
  }
  return `Nous avons cherché ${programme.searched}, en vain (recherche du ${formatDateFr(programme.on)})${NBSP}: nous ne classons pas cette offre tant que ses conditions ne sont pas documentées.`;
}
