import { isUnpublished, type Reward } from './record';

/**
 * The amount an offer box shows for one side, in euros: the settings document's value,
 * except where the record says the published terms pay nothing (the box then says
 * « aucune prime selon les conditions publiées », whatever the document holds); null
 * also when the document has no amount (« montant non communiqué »). The open data and
 * the structured data publish this, so neither says more than the page.
 */
export function shownAmount(reward: Reward, value: unknown): number | null {
  if (!isUnpublished(reward) && reward.status === 'none') return null;
  return typeof value === 'number' ? value : null;
}
