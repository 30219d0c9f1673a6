import { deName } from '@/lib/french';
import { formatDateFr, formatInstantFr } from '@/lib/format-date';
import type { ResolvedOffer } from '@/lib/offers/resolved-offer';
import { originSentence } from '@/lib/offers/uncertainty';
import { OriginGuard } from '@/components/primes/LiveSide';

/**
 * The box's one origin line: where its figures come from and the day that was seen (the watch's
 * reading, or our survey's last change of the amounts), in the warning style only when an
 * official page gives another amount. Dates are said here, on the server; the browser only
 * replaces the line if a live read changes a figure it speaks for.
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
      <OriginGuard figures={resolved.originFigures}>{sentence}</OriginGuard>
    </p>
  );
}
