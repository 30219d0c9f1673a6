import { offerPageOf } from '@/lib/offers';
import { NBSP } from '@/lib/french';
import { formatInstantFr } from '@/lib/format-date';
import { historyAnchor, latestChanges, partsOfKey, primeHistory, type PrimeHistory } from '@/lib/primes/history';
import { changeAmounts, changeDay, changeSubject } from '@/lib/primes/history/wording';
import type { Provider } from '@/lib/primes/providers';
import { CHANGES_FEED_PATH } from '@/lib/seo/changes-feed';
import { SiteLink } from '@/components/SiteLink';

/** Enough to see what moved lately; the feed has every change. */
const SHOWN = 10;

/**
 * « Dernières évolutions »: the latest changes of every amount the site follows, newest
 * first, each linking to its offer box's history when the offer has a page. Writers place
 * it with <RecentChanges /> under a heading of their own.
 */
export function RecentChanges({
  history = primeHistory(),
  pageOf = offerPageOf,
}: {
  history?: PrimeHistory;
  pageOf?: (provider: Provider) => string | undefined;
}) {
  const feed = (
    <a href={CHANGES_FEED_PATH} type="application/atom+xml">
      Suivre toutes les évolutions (flux Atom)
    </a>
  );
  if (history === undefined) {
    return (
      <p data-recent-changes="none">
        Le suivi des montants commence au premier relevé quotidien{NBSP}: leurs évolutions s’afficheront ici. {feed}
      </p>
    );
  }
  const changes = latestChanges(history, SHOWN);
  const since = formatInstantFr(history.since);
  return (
    <div className="recent-changes" data-recent-changes={changes.length}>
      {changes.length === 0 ? (
        <p>Aucun montant n’a changé depuis le début du suivi, le {since}.</p>
      ) : (
        <ul>
          {changes.map((change) => {
            const { provider } = partsOfKey(change.key);
            const page = pageOf(provider);
            const subject = changeSubject(change, true);
            return (
              <li key={`${change.key}@${change.updatedAt}`} data-change={change.key}>
                <time dateTime={change.updatedAt}>{changeDay(change)}</time>
                {NBSP}: {page === undefined ? subject : <SiteLink href={`${page}#${historyAnchor(provider)}`}>{subject}</SiteLink>},{' '}
                {changeAmounts(change)}
              </li>
            );
          })}
        </ul>
      )}
      <p className="meta">
        Montants relevés chaque jour depuis le {since}. {feed}
      </p>
    </div>
  );
}
