import { WATCH_STATE } from './watch.generated';
import type { WatchState } from './types';

export type { WatchState } from './types';

/**
 * The watch of the offers' official sources, when the content folder has one (the first
 * scheduled run proposes it), as the content build wrote it after checking it (load.ts).
 */
export function sourcesWatch(): WatchState {
  return WATCH_STATE;
}
