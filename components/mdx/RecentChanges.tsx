import type { ReactNode } from 'react';
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
 * the section's heading and introduction between its tags:
 *
 *     <RecentChanges>
 *
 *     ## Dernières évolutions des primes
 *
 *     Chaque jour, le site relève…
 *
 *     </RecentChanges>
 *
 * Before the first daily snapshot there is no history: the whole section, heading and
 * introduction included, is left out (the page's plan leaves it out too, lib/content/headings.ts),
 * never a heading over a promise. Once there is one, it lists the changes, or says that no
 * amount has changed since the day the history began.
 */
export function RecentChanges({
  children,
  history = primeHistory(),
  pageOf = offerPageOf,
}: {
  children?: ReactNode;
  history?: PrimeHistory;
  pageOf?: (provider: Provider) => string | undefined;
}) {
  if (history === undefined) return null;
  const changes = latestChanges(history, SHOWN);
  const since = formatInstantFr(history.since);
  const feed = (
    <a href={CHANGES_FEED_PATH} type="application/atom+xml">
      Suivre toutes les évolutions (flux Atom)
    </a>
  );
  return (
    <>
      {children}
      <div className="recent-changes" data-recent-changes={changes.length}>
        {changes.length === 0 ? (
          <p>
            Aucun montant n’a changé depuis le {since}, début du relevé quotidien. {feed}
          </p>
        ) : (
          <>
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
            <p className="meta">
              Montants relevés chaque jour depuis le {since}. {feed}
            </p>
          </>
        )}
      </div>
    </>
  );
}
