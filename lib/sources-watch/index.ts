import { allSourcesWatches } from 'contentlayer/generated';
import type { WatchState } from './types';

export type { WatchState } from './types';

/**
 * The watch of the offers' official sources, when the content folder has one (the first
 * scheduled run proposes it). contentlayer reads the file; the gate has checked it.
 */
const STATE: WatchState = {
  sources: (allSourcesWatches[0]?.sources ?? []).map((source) => ({
    url: source.url,
    records: source.records,
    ...(source.read ? { read: source.read } : {}),
    ...(source.fingerprint ? { fingerprint: source.fingerprint } : {}),
    ...(source.since ? { since: source.since } : {}),
    ...(source.changed ? { changed: source.changed } : {}),
    ...(source.finalUrl ? { finalUrl: source.finalUrl } : {}),
    ...(source.failure
      ? {
          failure: {
            reason: source.failure.reason,
            first: source.failure.first,
            last: source.failure.last,
            ...(source.failure.status !== undefined ? { status: source.failure.status } : {}),
            ...(source.failure.cause !== undefined ? { cause: source.failure.cause } : {}),
          },
        }
      : {}),
  })),
};

export function sourcesWatch(): WatchState {
  return STATE;
}
