import { isUnpublished, type Programme, type Reward } from './record';

/**
 * The amount an offer box shows for one side, in euros: the settings document's value,
 * except where the record says the published terms pay nothing (the box then says
 * « aucune prime selon les conditions publiées », whatever the document holds) or the
 * programme ended or was never found (no amount is put forward for it); null also when
 * the document has no amount (« montant non communiqué »). A `varies` reward's value is a
 * ceiling (`isCeiling`), said « jusqu’à … », and none at 0. The open data and the
 * structured data publish this, so neither says more than the page.
 */
export function shownAmount(reward: Reward, value: unknown, programme?: Pick<Programme, 'status'>): number | null {
  if (programme !== undefined && programme.status !== 'open') return null;
  if (!isUnpublished(reward) && reward.status === 'none') return null;
  if (isCeiling(reward) && value === 0) return null;
  return typeof value === 'number' ? value : null;
}

/** Whether a side's amount is the most the offer pays, depending on the campaign (`status: varies`). */
export function isCeiling(reward: Reward): boolean {
  return !isUnpublished(reward) && reward.status === 'varies';
}
