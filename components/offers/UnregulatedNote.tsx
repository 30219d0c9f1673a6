import { NBSP } from '@/lib/french';
import { UNREGULATED_MARK } from '@/lib/offers/regulation';
import type { OfferRecord, Regulation } from '@/lib/offers/schema';

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
