import type { AmountCheck } from './amount-check';
import type { ResolvedSide } from './resolve-side';
import type { OfferSide } from './resolved-offer';

/**
 * Where an offer's figures come from, said once per offer instead of a mark beside each figure:
 * - `confirmed`: the daily watch found every figure shown on an official page (`on`, `url`);
 * - `published`: every figure shown is the one the provider's published terms give;
 * - `absent`: figures of our survey, which the official page the watch read does not give;
 * - `survey`: figures of our survey, not (yet) looked for on an official page;
 * - `different`: an official page gives another amount (`differences`): the one warning;
 * - `none`: no figure is shown (no bonus, a variable one, a closed programme): the words say it.
 */
export const ORIGIN_KINDS = ['confirmed', 'published', 'absent', 'survey', 'different', 'none'] as const;
export type OriginKind = (typeof ORIGIN_KINDS)[number];

type Reading = { readonly on: string; readonly url: string };
export type OfferOrigin =
  | { readonly kind: 'none' | 'published' | 'survey' }
  | ({ readonly kind: 'confirmed' | 'absent' } & Reading)
  | ({
      readonly kind: 'different';
      readonly differences: readonly { readonly side: OfferSide; readonly amount: number; readonly pageAmount: number }[];
    } & Reading);

type Sides = Readonly<Record<OfferSide, ResolvedSide>>;

/** A figure the published terms give as such: the amount itself, or its published ceiling. */
const published = (side: ResolvedSide) => side.amount === null || side.status === 'sourced' || side.status === 'up-to';

/** The offer's origin, from its two sides as shown and what the watch found of their figures. */
export function offerOriginOf(sides: Sides, check: AmountCheck | undefined): OfferOrigin {
  const shown = (['referee', 'sponsor'] as const).filter((side) => (sides[side].amount ?? 0) > 0);
  if (shown.length === 0) return { kind: 'none' };
  if (check?.status === 'different') {
    const differences = check.sides.flatMap((side) =>
      side.status === 'different' && side.pageAmount !== undefined
        ? [{ side: side.side, amount: side.amount, pageAmount: side.pageAmount }]
        : [],
    );
    return { kind: 'different', on: check.on, url: check.url, differences };
  }
  // Confirmed only when every figure shown was found: one side found says nothing of the other.
  if (check?.status === 'confirmed' && check.sides.length === shown.length) return { kind: 'confirmed', on: check.on, url: check.url };
  if (shown.every((side) => published(sides[side]))) return { kind: 'published' };
  if (check?.status === 'absent') return { kind: 'absent', on: check.on, url: check.url };
  return { kind: 'survey' };
}
