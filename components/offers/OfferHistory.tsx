import { Prime } from '@/components/mdx/Prime';
import { NBSP } from '@/lib/french';
import { formatInstantFr } from '@/lib/format-date';
import { changesOf, historyAnchor, partsOfKey, primeHistory, type PrimeHistory } from '@/lib/primes/history';
import { KIND_LABELS, changeAmounts, changeDay, changeSubject } from '@/lib/primes/history/wording';
import { STORED_KINDS, type Provider } from '@/lib/primes/providers';
import { CHANGES_FEED_PATH } from '@/lib/seo/changes-feed';

/** A box stays short: the feed and « Dernières évolutions » have the rest. */
const SHOWN = 3;

/**
 * The last changes of one offer's amounts (old → new, with the day the document changed)
 * and the amounts as they are now, for the visitor who asks whether a bonus is unusual.
 * Its id is what « Dernières évolutions » and the Atom feed link to. It shows nothing
 * before the first snapshot: there is no history to tell yet.
 */
export function OfferHistory({ provider, history = primeHistory() }: { provider: Provider; history?: PrimeHistory }) {
  if (history === undefined) return null;
  const changes = changesOf(history, provider, SHOWN);
  // The amounts now, live like the box's own, for the kinds whose past is shown.
  const kinds = STORED_KINDS.filter((kind) => changes.some((change) => partsOfKey(change.key).kind === kind));
  return (
    <div className="facts__group offer-history" id={historyAnchor(provider)} data-offer-history={provider}>
      <p className="facts__title">Historique des montants</p>
      {changes.length === 0 ? (
        <p className="facts__line">
          Aucun changement relevé depuis le début du suivi, le <time dateTime={history.since}>{formatInstantFr(history.since)}</time>.
        </p>
      ) : (
        <>
          <ol className="facts__list" data-history-list>
            {changes.map((change) => (
              <li key={`${change.key}@${change.updatedAt}`} data-change={change.key}>
                <time dateTime={change.updatedAt}>{changeDay(change)}</time>
                {NBSP}: {changeSubject(change, false)}, {changeAmounts(change)}
              </li>
            ))}
          </ol>
          <p className="facts__line" data-history-current>
            Aujourd’hui{NBSP}:{' '}
            {kinds.map((kind, index) => (
              <span key={kind}>
                {index > 0 ? ', ' : null}
                {KIND_LABELS[kind].toLocaleLowerCase('fr')} <Prime provider={provider} kind={kind} />
              </span>
            ))}
            .
          </p>
        </>
      )}
      <p className="meta">
        Montants relevés chaque jour depuis le {formatInstantFr(history.since)}.{' '}
        <a href={CHANGES_FEED_PATH}>Suivre les évolutions (flux Atom)</a>
      </p>
    </div>
  );
}
