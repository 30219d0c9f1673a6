import type { ProofText as Proof } from '@/lib/offers/facet-proofs';
import { SiteLink } from '@/components/SiteLink';

/** A facet's sentence and the number of its source, linked to it: what an offer is kept or left aside for. */
export function ProofText({ proof }: { proof: Proof | undefined }) {
  if (proof?.sentence === undefined) return null;
  const source = proof.source;
  return (
    <>
      {proof.sentence}
      {source ? (
        <>
          {' '}
          {/* The source's item in the offer box's list (the page opens it there), or the source itself for an offer without a page. */}
          {source.href.startsWith('/') ? (
            <SiteLink className="fact__source" href={source.href}>
              [{source.number}]
            </SiteLink>
          ) : (
            <a className="fact__source" href={source.href} rel="noopener noreferrer">
              [{source.number}]
            </a>
          )}
        </>
      ) : null}
    </>
  );
}
