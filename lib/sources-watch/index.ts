import { allSourcesWatches } from 'contentlayer/generated';
import type { WatchState } from './types';

export type { WatchedSource, WatchState } from './types';

/**
 * The watch of the offers' official sources, when the content folder has one (the first
 * scheduled run proposes it). contentlayer reads the file; the gate has checked it.
 */
const STATE: WatchState = {
  sources: (allSourcesWatches[0]?.sources ?? []).map((source) => ({
    url: source.url,
    records: source.records,
    read: source.read,
    ...(source.fingerprint ? { fingerprint: source.fingerprint } : {}),
    ...(source.since ? { since: source.since } : {}),
    ...(source.changed ? { changed: source.changed } : {}),
    ...(source.finalUrl ? { finalUrl: source.finalUrl } : {}),
    ...(source.failure
      ? {
          failure: {
            reason: source.failure.reason,
            since: source.failure.since,
            ...(source.failure.status !== undefined ? { status: source.failure.status } : {}),
          },
        }
      : {}),
  })),
};

export function sourcesWatch(): WatchState {
  return STATE;
}
