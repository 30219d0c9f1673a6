'use client';

import { useContext } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { idleAfterLoad } from '../browser/when-idle';
import { GLOBAL_VALUES_KEY } from './document';
import { withRetries } from './retry';
import { GlobalValuesSnapshot } from './snapshot-context';
import type { GlobalValues } from './types';

/** A read at most this often: client navigations within it reuse the last answer. */
const REUSE_MS = 60_000;

/**
 * The page is the floor. The first render uses the server snapshot given to
 * <GlobalValuesProvider> (a plain React context, so the layout carries no SWR) as
 * fallback data; the first mount then reads Firestore, and only a successful read
 * replaces it. A failed read (logged by the reader) is retried three times with a
 * growing delay (lib/primes/retry.ts), then rejects, so SWR keeps what is shown and
 * caches nothing; the next mount or the tab coming back reads again, at most once a minute.
 */
const GLOBAL_VALUES_SWR: SWRConfiguration<GlobalValues> = {
  revalidateOnMount: true,
  revalidateOnFocus: true,
  focusThrottleInterval: REUSE_MS,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
  dedupingInterval: REUSE_MS,
};

// The reader (Firestore configuration, worker protocol, timeouts) is fetched with the first read,
// once the page has loaded and the main thread is idle: the first render needs only the server
// snapshot, and fetching the reader and starting its worker inside hydration's commit lengthened
// one of the load's long tasks (docs/benchmarks-archive.md, « Le travail au chargement »).
const readWithRetries = async () => {
  await idleAfterLoad();
  const { fetchGlobalValuesInBrowser } = await import('./browser');
  return withRetries(fetchGlobalValuesInBrowser);
};

export function useGlobalValues(): GlobalValues {
  const snapshot = useContext(GlobalValuesSnapshot);
  const { data } = useSWR<GlobalValues>(GLOBAL_VALUES_KEY, readWithRetries, { ...GLOBAL_VALUES_SWR, fallbackData: snapshot });
  return data ?? {};
}
