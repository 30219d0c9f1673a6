import { Feed } from 'feed';
import { NBSP } from '../french';
import { formatDateFr, formatInstantFr } from '../format-date';
import type { OfferRecord } from '../offers/schema';
import { changesOf, historyAnchor, type PrimeHistory } from '../primes/history';
import { changeDay, changeTitle } from '../primes/history/wording';
import { PROVIDER_LABELS } from '../primes/providers';
import { deName } from '../french';
import { originSentence } from '../offers/uncertainty';
import { resolveOffer } from '../offers/resolved-offer';
import { WATCHED_KINDS } from '../sources-watch/kinds';
import type { WatchState } from '../sources-watch/types';
import { SITE } from '../site';
import { offerFeedPath } from './offer-feed-path';

export { offerFeedFile } from './offer-feed-path';

export type OfferFeedInput = {
  readonly record: OfferRecord & { readonly page: string };
  readonly history: PrimeHistory | undefined;
  readonly watch: WatchState;
  readonly absolute: (path: string) => string;
  /** The content's last change: the feed's time when the offer has no dated event yet (never the epoch). */
  readonly contentUpdated: string;
  /** The amounts the pages are rendered with: the feed says the offer as its box does. */
  readonly values: Readonly<Record<string, unknown>>;
  /** YYYY-MM-DD: the day the watch's failures are aged against; the render's day unless a test fixes it. */
  readonly today?: string;
};

/** « Aujourd’hui : prime du filleul 80 €, prime du parrain aucune prime. » and where the amounts come from, as the offer's box says them. */
function offerNowText(record: OfferRecord, values: Readonly<Record<string, unknown>>, watch: WatchState): string {
  const offer = resolveOffer(record.provider, record, values, { watch });
  if (!offer.open) return `Aujourd’hui${NBSP}: ${offer.closedReason ?? offer.referee.words}`;
  const origin = originSentence(offer.origin, { ofBrand: deName(offer.label), day: formatDateFr });
  return `Aujourd’hui${NBSP}: prime du filleul ${offer.referee.words}, prime du parrain ${offer.sponsor.words}.${origin ? ` ${origin}` : ''}`;
}

type Entry = { readonly id: string; readonly title: string; readonly date: string; readonly description: string; readonly link: string };

/**
 * One offer's Atom feed, for a visitor who follows it without an account: each change of its
 * amounts (content/historique-primes.yaml), each change of its official terms seen by the
 * daily watch (content/sources-watch.yaml), each official page gone, and the record's check.
 * Entries keep their ids across rebuilds, so a reader never shows one twice.
 */
export function renderOfferFeed(input: OfferFeedInput): string {
  const { record, absolute } = input;
  const label = PROVIDER_LABELS[record.provider];
  const page = absolute(record.page);
  const self = absolute(offerFeedPath(record.provider));
  const byUrl = new Map(input.watch.sources.map((source) => [source.url, source]));
  const watched = record.sources.filter((source) => (WATCHED_KINDS as readonly string[]).includes(source.kind));
  const entries: Entry[] = [
    ...changesOf(input.history, record.provider).map((change) => ({
      id: `${self}#${change.key}@${change.updatedAt}`,
      title: changeTitle(change),
      date: change.updatedAt,
      description: `${changeTitle(change)}. Montant modifié le ${changeDay(change)}, relevé le ${formatInstantFr(change.recordedAt)}.`,
      link: `${page}#${historyAnchor(record.provider)}`,
    })),
    ...watched.flatMap((source) => {
      const seen = byUrl.get(source.url);
      const changed = seen?.changed
        ? [
            {
              id: `${self}#conditions@${source.url}@${seen.changed}`,
              title: `Conditions publiées modifiées${NBSP}: ${source.title}`,
              date: `${seen.changed}T00:00:00Z`,
              description: `La page officielle «${NBSP}${source.title}${NBSP}» a changé le ${formatDateFr(seen.changed)}${
                record.checked && seen.changed > record.checked ? `${NBSP}; la fiche n’a pas encore été revérifiée` : ''
              }.`,
              link: source.url,
            },
          ]
        : [];
      return changed;
    }),
    // A page is said gone as the box says it: after it has answered 404 or 410 for more than a week (lib/offers/terms-watch.ts).
    ...resolveOffer(record.provider, record, input.values, { watch: input.watch, today: input.today }).termsWatch.gone.map(
      ({ source, since, status }) => ({
        id: `${self}#disparue@${source.url}@${since}`,
        title: `Page officielle disparue${NBSP}: ${source.title}`,
        date: `${since}T00:00:00Z`,
        description: `La page «${NBSP}${source.title}${NBSP}» répond par une erreur ${status} depuis le ${formatDateFr(since)}.`,
        link: source.url,
      }),
    ),
    ...(record.checked
      ? [
          {
            id: `${self}#verification@${record.checked}`,
            title: `Fiche vérifiée${NBSP}: ${label}`,
            date: `${record.checked}T00:00:00Z`,
            description: `Les conditions de l’offre ${label} ont été relues sur leurs sources le ${formatDateFr(record.checked)}.`,
            link: page,
          },
        ]
      : []),
  ].sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
  const updated = entries[0]?.date ?? input.contentUpdated;
  if (Number.isNaN(Date.parse(updated))) throw new Error(`flux de l’offre ${label}\u00a0: date de mise à jour illisible (${updated})`);
  const feed = new Feed({
    id: self,
    title: `${SITE.name}${NBSP}: offre de parrainage ${label}`,
    description: `Les changements des primes et des conditions publiées de l’offre ${label}, datés. ${offerNowText(record, input.values, input.watch)}`,
    link: page,
    language: 'fr-FR',
    feedLinks: { atom: self },
    author: { name: SITE.name, link: absolute('/') },
    generator: false,
    updated: new Date(updated),
  });
  for (const entry of entries) {
    feed.addItem({ id: entry.id, title: entry.title, link: entry.link, date: new Date(entry.date), description: entry.description });
  }
  return feed.atom1();
}
