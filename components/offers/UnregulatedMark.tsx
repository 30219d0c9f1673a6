import { NBSP } from '@/lib/french';
import { UNREGULATED_MARK, UNREGULATED_REASON } from '@/lib/offers/regulation';
import type { OfferRecord, Regulation } from '@/lib/offers/schema';

/**
 * Beside the name of a platform that says it holds no financial-services licence
 * (lib/offers/regulation.ts), in a comparison row or a card: the risk said in words, not by a
 * colour alone. The offer box says it in a sentence with its source (UnregulatedNote).
 */
export function UnregulatedMark() {
  return (
    <span className="risk-mark" data-risk="unregulated">
      <strong>{UNREGULATED_MARK}</strong>
      {NBSP}: {UNREGULATED_REASON}
    </span>
  );
}

/** In the offer box, beside « Votre capital est en risque »: the record's sourced sentence and the page it comes from. */
export function UnregulatedNote({ record, regulation }: { record: OfferRecord; regulation: Regulation }) {
  const source = record.sources.find((candidate) => candidate.id === regulation.source);
  return (
    <p className="referral__risk" role="note" data-risk="unregulated">
      <strong>Plateforme {UNREGULATED_MARK.toLowerCase()}.</strong> {regulation.text}
      {source ? (
        <>
          {' '}
          (source{NBSP}:{' '}
          <a href={source.url} rel="noopener noreferrer">
            {source.title}
          </a>
          )
        </>
      ) : null}
      .
    </p>
  );
}
