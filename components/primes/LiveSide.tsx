'use client';

import { badgeShown, resolveSide, type SideFacts } from '@/lib/offers/resolve-side';
import type { SummaryOrigin } from '@/lib/offers/summary';
import { BOOSTED_LABEL } from '@/lib/primes/share-bonus';
import type { GlobalValues } from '@/lib/primes/types';
import { useGlobalValues } from '@/lib/primes/use-global-values';

type SideAmountProps = {
  facts: SideFacts;
  badge?: boolean;
};

/**
 * One side's amount as every surface shows it (lib/offers/resolve-side.ts), from the server's
 * snapshot and then from the browser's live read: the figure, or the words that replace it.
 * Where the figure comes from is said once per offer, not here (OriginNote, OriginLine).
 * `badge`: the boosted badge follows, where its rule allows (a sponsor's sourced amount).
 */
export function SideAmount(props: SideAmountProps) {
  return <SideAmountOf values={useGlobalValues()} {...props} />;
}

/**
 * The same, from amounts its caller already holds: a table or a list of cards reads the live
 * amounts once (`useGlobalValues()`) for all its cells, instead of one subscription per cell.
 */
export function SideAmountOf({ facts, values, badge = false }: SideAmountProps & { values: GlobalValues }) {
  const side = resolveSide(facts, values);
  const shown = badge && badgeShown(facts, side, values) ? <span className="badge badge--boost">{BOOSTED_LABEL}</span> : null;
  return (
    <>
      <span className={`prime prime--${side.status}`} data-status={side.status} data-prime={facts.key}>
        {side.words}
      </span>
      {shown ? <> {shown}</> : null}
    </>
  );
}

/**
 * The origin in a few words under a row's or a card's figures, as the server resolved it for the
 * page's amounts. Like « Montants mis à jour le … », it follows the page's regeneration, not a live
 * read: within the refresh interval a new amount may show beside the line of the previous one.
 */
export function OriginNote({ origin, className }: { origin?: SummaryOrigin; className: string }) {
  if (origin === undefined) return null;
  return (
    <span className={`${className}${origin.kind === 'different' ? ` ${className}--warning` : ''}`} data-origin={origin.kind}>
      {origin.text}
    </span>
  );
}
