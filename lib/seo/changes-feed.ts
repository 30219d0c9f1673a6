import { Feed } from 'feed';
import { NBSP } from '../french';
import { formatInstantFr } from '../format-date';
import { historyAnchor, latestChanges, partsOfKey, type AmountChange, type PrimeHistory } from '../primes/history';
import { changeDay, changeTitle } from '../primes/history/wording';
import type { Provider } from '../primes/providers';
import { SITE } from '../site';

/** The Atom feed of every change of an amount (content/historique-primes.yaml). */
export const CHANGES_FEED_PATH = '/historique-primes.xml';
/** Where the changes are listed on the site (« Dernières évolutions »). */
const CHANGES_PAGE = '/parrainage';

export type ChangesFeedInput = {
  readonly history: PrimeHistory | undefined;
  readonly absolute: (path: string) => string;
  /** The page of a provider's offer box, where its history is shown (the record's `page`). */
  readonly pageOf: (provider: Provider) => string | undefined;
  /**
   * The content's last change (the newest `lastModified` of its pages, as the guides' feed
   * dates itself): the feed's time while the log has no change and no start to tell.
   */
  readonly contentUpdated: string;
};

/** The offer box's history when the provider has a page, otherwise the list of /parrainage. */
function entryLink(change: AmountChange, { absolute, pageOf }: ChangesFeedInput): string {
  const { provider } = partsOfKey(change.key);
  const page = pageOf(provider);
  return absolute(page === undefined ? CHANGES_PAGE : `${page}#${historyAnchor(provider)}`);
}

/**
 * Atom (RFC 4287): each entry is one change, identified by its key and the document's
 * time like the log's own entries, so a reader never shows the same change twice, even
 * when the feed is rebuilt. The feed changes only when the log does, with a deploy.
 */
export function renderChangesFeed(input: ChangesFeedInput): string {
  const { history, absolute } = input;
  const changes = latestChanges(history);
  const self = absolute(CHANGES_FEED_PATH);
  // Atom requires a time: the newest change, else the start of tracking, else the content's last change (never the epoch).
  const updated = changes[0]?.updatedAt ?? history?.since ?? input.contentUpdated;
  if (Number.isNaN(Date.parse(updated))) throw new Error(`flux des primes\u00a0: date de mise à jour illisible (${updated})`);
  const feed = new Feed({
    id: self,
    title: `${SITE.name}${NBSP}: évolutions des primes de parrainage`,
    description: 'Chaque changement d’un montant de prime suivi par le site, daté du jour où il a été modifié.',
    link: absolute(CHANGES_PAGE),
    language: 'fr-FR',
    feedLinks: { atom: self },
    author: { name: SITE.name, link: absolute('/') },
    generator: false,
    updated: new Date(updated),
  });
  for (const change of changes) {
    feed.addItem({
      id: `${self}#${change.key}@${change.updatedAt}`,
      title: changeTitle(change),
      link: entryLink(change, input),
      date: new Date(change.updatedAt),
      description: `${changeTitle(change)}. Montant modifié le ${changeDay(change)}, relevé le ${formatInstantFr(change.recordedAt)}.`,
    });
  }
  return feed.atom1();
}
