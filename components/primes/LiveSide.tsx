'use client';

import type { ReactNode } from 'react';
import { badgeShown, resolveSide, type SideFacts } from '@/lib/offers/resolve-side';
import type { SummaryOrigin } from '@/lib/offers/summary';
import { ORIGIN_OUTDATED } from '@/lib/offers/origin-outdated';
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
 * Where the figure comes from is said once per offer, not here (OriginGuard, OriginNote).
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

/** Whether a live read changed a figure an origin speaks for: the origin then no longer holds. */
const outdated = (figures: Readonly<Record<string, number>>, values: GlobalValues) =>
  Object.entries(figures).some(([key, amount]) => (values as Readonly<Record<string, unknown>>)[key] !== amount);

/**
 * The notice that takes the place of an origin a live read made stale: over the line it replaces,
 * which stays, hidden, to keep its height, so that nothing below moves (the notice is shorter).
 */
function Stale({ children }: { children: ReactNode }) {
  return (
    <span className="origin-stale">
      <span className="origin-stale__was" aria-hidden="true">
        {children}
      </span>
      <span className="origin-stale__now" data-origin="outdated">
        {ORIGIN_OUTDATED}
      </span>
    </span>
  );
}

/**
 * The offer's origin line, written by the server with its dates, kept while the live amounts
 * are those it speaks for, and replaced by a plain notice once a live read changes one.
 */
export function OriginGuard({ figures, children }: { figures: Readonly<Record<string, number>>; children: ReactNode }) {
  return outdated(figures, useGlobalValues()) ? <Stale>{children}</Stale> : children;
}

/** The origin in a few words under a row's or a card's figures, from amounts its caller already holds. */
export function OriginNote({ origin, values, className }: { origin?: SummaryOrigin; values: GlobalValues; className: string }) {
  if (origin === undefined) return null;
  const stale = outdated(origin.figures, values);
  // The same box whatever a live read brings: only its words change, over the old ones.
  return (
    <span className={`${className}${origin.kind === 'different' ? ` ${className}--warning` : ''}`} data-origin={origin.kind}>
      {stale ? <Stale>{origin.text}</Stale> : origin.text}
    </span>
  );
}
