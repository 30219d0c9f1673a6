import { deName } from '@/lib/french';
import { formatDateFr, formatInstantFr } from '@/lib/format-date';
import type { ResolvedOffer } from '@/lib/offers/resolved-offer';
import { originSentence } from '@/lib/offers/uncertainty';

/**
 * The box's one origin line: where its figures come from and the day that was seen (the watch's
 * reading, or our survey's last change of the amounts), in the warning style only when an
 * official page gives another amount. Said on the server, for the page's amounts: it follows the
 * page's regeneration, as « Montants mis à jour le … » does, not the browser's live read.
 */
export function OriginLine({ resolved, amountsUpdatedAt }: { resolved: ResolvedOffer; amountsUpdatedAt?: string }) {
  const { origin } = resolved;
  if (origin.kind === 'none') return null;
  const sentence = originSentence(origin, {
    ofBrand: deName(resolved.label),
    day: formatDateFr,
    ...(amountsUpdatedAt ? { amountsDay: formatInstantFr(amountsUpdatedAt) } : {}),
  });
  const warning = origin.kind === 'different';
  return (
    <p
      className={`meta referral__origin${warning ? ' referral__origin--warning' : ''}`}
      data-origin={origin.kind}
      role={warning ? 'note' : undefined}
    >
      {sentence}
    </p>
  );
}
