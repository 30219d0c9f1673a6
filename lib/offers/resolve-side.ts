import { formatEuros, PRIME_FALLBACK } from '../primes/format';
import type { BonusKey } from '../primes/providers';
import type { BoostedFlagKey } from '../primes/thresholds';

/**
 * How one side of an offer is told to a visitor, the same on every surface (offer box,
 * comparison row, cards, `<Prime>` in prose, open data, feeds, structured data). Pure and
 * free of the records, so the browser applies it to a live read exactly as the server did
 * to the page's snapshot: the server gives each surface the side's `SideFacts` (small,
 * serialisable), and the amount is resolved wherever the value is known.
 */

/**
 * - `sourced`: the document's amount is the one a sure source publishes;
 * - `unconfirmed`: an amount from our document that the published terms do not give (the offer's origin line says where it comes from);
 * - `up-to`: the most a campaign-dependent bonus pays, as a source publishes such a ceiling;
 * - `varies`: the bonus depends on the campaign or on what the referee does, and no ceiling is published: no figure;
 * - `none`: the published terms reward this side with nothing;
 * - `missing`: the terms pay this side but our document gives no amount;
 * - `closed`: the programme ended or was not found: no amount at all.
 */
export const SIDE_STATUSES = ['sourced', 'unconfirmed', 'up-to', 'varies', 'none', 'missing', 'closed'] as const;
export type SideStatus = (typeof SIDE_STATUSES)[number];

/** What the record says of a side, reduced to what decides its status. */
export type SideBasis =
  | { readonly kind: 'closed'; readonly programme: 'ended' | 'not-found' }
  | { readonly kind: 'none' }
  /** `ceiling`: a sure source publishes a maximum (« jusqu’à … »). */
  | { readonly kind: 'varies'; readonly ceiling?: number }
  /**
   * `published`: the amount a sure source publishes for this side; `stated`: the record says
   * this side is paid (rather than that the terms we read do not say).
   */
  | { readonly kind: 'paid'; readonly published?: number; readonly stated?: true };

/** `boost`: on a sponsor side whose provider has a boosted-offer rule, the document's flag for it. */
export type SideFacts = { readonly key: BonusKey; readonly basis: SideBasis; readonly boost?: BoostedFlagKey };

export type ResolvedSide = {
  readonly status: SideStatus;
  /** The euros shown, when a figure is shown at all. */
  readonly amount: number | null;
  /** The words shown in place of the amount, identical on every surface. */
  readonly words: string;
};

/** The words of each status that shows no figure. */
const SIDE_WORDS = {
  none: 'aucune prime',
  varies: 'montant variable',
  missing: PRIME_FALLBACK,
  ended: 'programme terminé',
  'not-found': 'programme non publié',
} as const;

const number = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

export function resolveSide(facts: SideFacts, values: Readonly<Record<string, unknown>>): ResolvedSide {
  const { basis } = facts;
  const value = number(values[facts.key]);
  switch (basis.kind) {
    case 'closed':
      return { status: 'closed', amount: null, words: SIDE_WORDS[basis.programme] };
    case 'none':
      return { status: 'none', amount: null, words: SIDE_WORDS.none };
    case 'varies':
      // A document value is a ceiling only where a source publishes that there is one.
      return basis.ceiling !== undefined && value !== undefined && value > 0
        ? { status: 'up-to', amount: value, words: `jusqu’à ${formatEuros(value)}` }
        : { status: 'varies', amount: null, words: SIDE_WORDS.varies };
    case 'paid':
      // A 0 that no source publishes is a blank in the document, never « 0 € ».
      if (value === undefined || (value === 0 && basis.published !== 0))
        return { status: 'missing', amount: null, words: SIDE_WORDS.missing };
      return { status: value === basis.published ? 'sourced' : 'unconfirmed', amount: value, words: formatEuros(value) };
  }
}

/**
 * The boosted badge: the document's flag, beside a figure of a side the record says is paid (a
 * published amount, or one « à confirmer »); never beside a side whose reward no public source
 * describes, nor beside words.
 */
export function badgeShown(facts: SideFacts, side: ResolvedSide, values: Readonly<Record<string, unknown>>): boolean {
  const stated = facts.basis.kind === 'paid' && facts.basis.stated === true;
  return (
    facts.boost !== undefined && values[facts.boost] === true && (side.status === 'sourced' || (side.status === 'unconfirmed' && stated))
  );
}
