import { formatInstantFr } from '@/lib/format-date';

/**
 * « Montants mis à jour le … »: Firestore's own time of the settings document's last
 * change, as the server read it with the amounts of this HTML. A page regenerates at
 * most SITE_REFRESH_SECONDS after a change, and the date with it (docs/data.md#la-date-des-montants).
 */
export function AmountsDate({ updatedAt, className = 'meta amounts-date' }: { updatedAt: string | undefined; className?: string }) {
  if (updatedAt === undefined) {
    return (
      <p className={className} data-amounts-date="unknown">
        Date de mise à jour des montants non communiquée.
      </p>
    );
  }
  return (
    <p className={className} data-amounts-date={updatedAt}>
      Montants mis à jour le <time dateTime={updatedAt}>{formatInstantFr(updatedAt)}</time>.
    </p>
  );
}
