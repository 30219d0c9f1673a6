import { hasLastedLong } from '../sources-watch/failure-age';
import type { WatchState } from '../sources-watch/types';
import type { OfferRecord, OfferSource } from './schema';

/**
 * What the daily watch of the official sources says of one record: the sources whose text
 * changed after the record was checked (the box says the published terms changed and the
 * record was not re-checked since), and those that have answered 404 or 410 for more than
 * GONE_AFTER_DAYS (shown as gone). Only the kinds the watch reads count.
 *
 * Only facts the watch saw: `changed` is only ever a day a text was read and differed, never a
 * failure (a page that cannot be read keeps its last reading); a page is gone only when every
 * read since the failure's first day answered the same 404 or 410 (any other failure is another).
 */
export type TermsWatch = {
  /** The last day a watched source changed after the record's check, and which sources did. */
  readonly changed?: { readonly on: string; readonly sources: readonly OfferSource[] };
  readonly gone: readonly { readonly source: OfferSource; readonly since: string; readonly status: number }[];
};

export function termsWatchOf(record: Pick<OfferRecord, 'sources' | 'checked'>, watch: WatchState, today: string): TermsWatch {
  const byUrl = new Map(watch.sources.map((source) => [source.url, source]));
  const changed = record.sources.flatMap((source) => {
    const day = byUrl.get(source.url)?.changed;
    // A record never checked has no date to be behind: its box already says its facts are not dated.
    return day !== undefined && record.checked !== undefined && day > record.checked ? [{ source, day }] : [];
  });
  const gone = record.sources.flatMap((source) => {
    const failure = byUrl.get(source.url)?.failure;
    const status = failure?.status;
    if (failure?.reason !== 'http' || (status !== 404 && status !== 410)) return [];
    return hasLastedLong(failure.first, today) ? [{ source, since: failure.first, status }] : [];
  });
  const last = changed
    .map((entry) => entry.day)
    .sort()
    .at(-1);
  return {
    ...(last ? { changed: { on: last, sources: changed.map((entry) => entry.source) } } : {}),
    gone,
  };
}
