import type { FacetProof } from '@/lib/offers/facet-proofs';

/** A facet's sentence and the number of its source, linked to it: what an offer is kept or left aside for. */
export function ProofText({ proof }: { proof: FacetProof | undefined }) {
  if (proof?.sentence === undefined) return null;
  return (
    <>
      {proof.sentence}
      {proof.source ? (
        <>
          {' '}
          <a className="fact__source" href={proof.source.href}>
            [{proof.source.number}]
          </a>
        </>
      ) : null}
    </>
  );
}
