import type { WatchedSource, WatchState } from './types';

/** The last day anything was learnt of an address: its last reading or the last day it failed. */
const seen = (source: WatchedSource): string => [source.read ?? '', source.failure?.last ?? ''].sort().at(-1) ?? '';

/**
 * The watch's memory: per address, the later of the file in the repository and the last run's
 * own output, kept between runs by the daily workflow. A run whose only news is a young failure
 * proposes nothing, so the repository's file never learns of it; without this memory, every run
 * would see the failure start again that day and it could never grow old enough to be proposed.
 * Taken per address, so that a file written since by another run (by hand, merged) still counts.
 */
export function latestOf(repository: WatchState, memory: WatchState): WatchState {
  const later = new Map(repository.sources.map((source) => [source.url, source]));
  for (const source of memory.sources) {
    const known = later.get(source.url);
    if (!known || seen(source) >= seen(known)) later.set(source.url, source);
  }
  return { sources: [...later.values()] };
}
