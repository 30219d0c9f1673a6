'use client';

import { NBSP } from '@/lib/french';
import { badgeShown, resolveSide, type SideFacts } from '@/lib/offers/resolve-side';
import { UNCONFIRMED_MARK } from '@/lib/offers/uncertainty';
import { BOOSTED_LABEL } from '@/lib/primes/share-bonus';
import type { GlobalValues } from '@/lib/primes/types';
import { useGlobalValues } from '@/lib/primes/use-global-values';

type SideAmountProps = {
  facts: SideFacts;
  badge?: boolean;
  standalone?: boolean;
  /** `badge`: the badge alone, without the amount it measures (`<Boosted>` in prose). */
  only?: 'badge';
};

/**
 * One side's amount as every surface shows it (lib/offers/resolve-side.ts), from the server's
 * snapshot and then from the browser's live read: the figure, or the words that replace it,
 * with « à confirmer » beside an amount no public source confirms. `badge`: the boosted badge
 * follows, where its rule allows (a sponsor's sourced amount).
 */
export function SideAmount(props: SideAmountProps) {
  return <SideAmountOf values={useGlobalValues()} {...props} />;
}

/**
 * The same, from amounts its caller already holds: a table or a list of cards reads the live
 * amounts once (`useGlobalValues()`) for all its cells, instead of one subscription per cell.
 */
export function SideAmountOf({ facts, values, badge = false, standalone = false, only }: SideAmountProps & { values: GlobalValues }) {
  const side = resolveSide(facts, values);
  const shown = badge && badgeShown(facts, side, values) ? <span className="badge badge--boost">{BOOSTED_LABEL}</span> : null;
  if (only === 'badge') return shown;
  const marked = side.status === 'unconfirmed';
  // Standing alone (a tile, a cell), a figure the document may confirm, drop or change keeps the
  // mark's line whatever a live read brings: the mark comes and goes without moving anything.
  const keepsLine = standalone && facts.basis.kind === 'paid';
  return (
    <>
      <span className={`prime prime--${side.status}`} data-status={side.status} data-prime={facts.key}>
        {side.words}
      </span>
      {marked ? (
        <span className="prime__mark">{`${NBSP}(${UNCONFIRMED_MARK})`}</span>
      ) : keepsLine ? (
        <span className="prime__mark prime__mark--unused" />
      ) : null}
      {shown ? <> {shown}</> : null}
    </>
  );
}
