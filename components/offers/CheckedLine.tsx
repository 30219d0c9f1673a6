import type { Source } from '@/lib/content/offer-sources';
import { checkClaimOf } from '@/lib/offers/check-claim';
import { SOURCE_KIND_LABELS } from '@/lib/offers/source-kinds';
import { deName, NBSP } from '@/lib/french';
import { formatDateFr } from '@/lib/format-date';
import { CHECK_OLD_REASON, CHECK_OLD_WORDS, isCheckOld } from '@/lib/offers/wording';

const Time = ({ iso }: { iso: string }) => <time dateTime={iso.slice(0, 10)}>{formatDateFr(iso)}</time>;

export type CheckedFacts = {
  readonly lastChecked?: string;
  readonly sources?: readonly Source[];
  /** The page's newest date, said when nothing backs a "vérifié le". */
  readonly lastModified: string;
};

/** Link text: "conditions officielles" only for the provider's own terms page. */
function sourceLabel(source: Source, providerName: string): string {
  return source.kind === 'conditions' ? `conditions officielles ${deName(providerName)}` : source.title;
}

/**
 * "Conditions vérifiées le …" only beside an official source read that day, named and linked
 * (lib/offers/check-claim.ts, the rule the home cards follow too); a comparator or a third party
 * read that day checks nothing: the page then says when it was last updated, which claims nothing
 * about the offer's terms, and names that source as consulted, for what it is.
 */
export function CheckedLine({
  facts,
  providerName,
  what = 'Conditions vérifiées',
  today = new Date(),
  sayOld = true,
}: {
  facts: CheckedFacts;
  providerName: string;
  what?: string;
  /** The day the check's age is measured against; the render's day unless a test fixes it. */
  today?: Date;
  /** False where the same box already says « à revérifier » beside its record's check (OfferFacts): said once. */
  sayOld?: boolean;
}) {
  const claim = checkClaimOf(facts.lastChecked, facts.sources);
  if (claim.kind === 'verified' && facts.lastChecked) {
    const { source } = claim;
    return (
      <p className="meta" data-checked="source">
        {what} le <Time iso={facts.lastChecked} /> sur{NBSP}:{' '}
        <a href={source.url} rel="noopener noreferrer">
          {sourceLabel(source, providerName)}
        </a>
        {sayOld && isCheckOld(facts.lastChecked, today) ? (
          <>
            , <strong className="fact__old">{CHECK_OLD_WORDS}</strong>
            {NBSP}: {CHECK_OLD_REASON}
          </>
        ) : null}
      </p>
    );
  }
  return (
    <p className="meta" data-checked="updated">
      Page mise à jour le <Time iso={facts.lastModified} />
      {claim.kind === 'consulted' ? (
        <>
          . Source consultée le <Time iso={claim.day} />
          {NBSP}:{' '}
          <a href={claim.source.url} rel="noopener noreferrer">
            {claim.source.title}
          </a>{' '}
          ({SOURCE_KIND_LABELS[claim.source.kind]})
        </>
      ) : null}
    </p>
  );
}
