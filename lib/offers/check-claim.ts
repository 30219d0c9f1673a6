import { SOURCE_KINDS } from './source-kinds';

type SourceKind = (typeof SOURCE_KINDS)[number];

/**
 * What a page may say of the day an offer's facts were read, on every surface that says it (a
 * page's header, the offer box, the home cards): « vérifié » only of what was checked against an
 * official source, the provider's terms or another of its own pages, read that very day and named
 * beside the word. A comparator, the press or a third-party summary read that day is a page
 * consulted, not a check: the surfaces say so, or say nothing of a check.
 */
const OFFICIAL_KINDS: readonly SourceKind[] = ['conditions', 'officiel'];

type SourceLike = { readonly url: string; readonly consulted: string; readonly kind: SourceKind };

export type CheckClaim<S extends SourceLike> =
  /** Checked on `day` against `source`, official: « Conditions vérifiées le … sur … ». */
  | { readonly kind: 'verified'; readonly day: string; readonly source: S }
  /** `source`, the most official one read on `day`, is not the provider's: « Page consultée le … ». */
  | { readonly kind: 'consulted'; readonly day: string; readonly source: S }
  /** No check day, or no source read on it. */
  | { readonly kind: 'none' };

const rank = (source: SourceLike) => SOURCE_KINDS.indexOf(source.kind);

/** The claim a check day and its sources allow: the most official source read that day decides it. */
export function checkClaimOf<S extends SourceLike>(day: string | undefined, sources: readonly S[] = []): CheckClaim<S> {
  if (!day) return { kind: 'none' };
  const iso = day.slice(0, 10);
  const source = [...sources].sort((a, b) => rank(a) - rank(b)).find((candidate) => candidate.consulted.slice(0, 10) === iso);
  if (!source) return { kind: 'none' };
  return { kind: OFFICIAL_KINDS.includes(source.kind) ? 'verified' : 'consulted', day: iso, source };
}

/** The site a source is on, as a visitor reads it: « revolut.com ». */
export const siteOf = (url: string): string => new URL(url).hostname.replace(/^www\./, '');
