import type { Provider } from '../primes/providers';
import { FACETS, facetVerdictsOf, type Facet, type FacetAnswer } from './facets';
import type { OfferRecord } from './schema';
import { sourceAnchor } from './source-anchor';

/** What a sentence rests on: `number` as the offer box numbers its sources; `href` its item in the box's list, or the source itself without a page. */
type ProofSource = { readonly number: number; readonly href: string };
/** The sentence a facet's answer rests on, and its source: what a kept row shows. */
export type ProofText = { readonly sentence?: string; readonly source?: ProofSource };
/** A facet's verdict as the comparison shows it: the answer, its sentence and the number of its source. */
type FacetProof = ProofText & { readonly answer: FacetAnswer };
export type FacetProofs = Readonly<Record<Facet, FacetProof>>;

export function facetProofsOf(provider: Provider, record: OfferRecord | undefined): FacetProofs {
  const verdicts = facetVerdictsOf(provider, record);
  return Object.fromEntries(
    FACETS.map((facet) => {
      const { answer, sentence, source } = verdicts[facet];
      const index = source === undefined || record === undefined ? -1 : record.sources.findIndex((item) => item.id === source);
      const cited = record?.sources[index];
      const href = cited && (record?.page ? `${record.page}#${sourceAnchor(provider, index + 1)}` : cited.url);
      return [facet, { answer, ...(sentence ? { sentence } : {}), ...(href ? { source: { number: index + 1, href } } : {}) }];
    }),
  ) as FacetProofs;
}
