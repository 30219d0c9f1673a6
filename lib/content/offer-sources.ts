import type { Source as GeneratedSource } from 'contentlayer/generated';
import { SOURCE_KINDS } from '../offers/source-kinds';

/** A page an offer was checked against (the frontmatter `sources` list). */
export type Source = Pick<GeneratedSource, 'title' | 'url' | 'consulted' | 'kind'>;

const rank = (source: Source) => SOURCE_KINDS.indexOf(source.kind);

/** Sources, most official first (the provider's own terms, its other pages, then the press). */
export function byOfficialness(sources: readonly Source[] = []): Source[] {
  return [...sources].sort((a, b) => rank(a) - rank(b));
}
