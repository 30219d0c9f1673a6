'use client';

import useSWR, { type SWRConfiguration } from 'swr';
import { fetchGlobalValuesInBrowser } from './browser';
import { GLOBAL_VALUES_KEY } from './document';
import type { GlobalValues } from './types';

/**
 * One read per app start: every component shares the key, so SWR deduplicates the
 * calls; nothing refetches on focus, reconnect or later mounts. The first render
 * uses the server snapshot given to <GlobalValuesProvider> as fallback.
 */
export const GLOBAL_VALUES_SWR: SWRConfiguration<GlobalValues> = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
  dedupingInterval: 24 * 60 * 60 * 1000,
};

export function useGlobalValues(): GlobalValues {
  const { data } = useSWR<GlobalValues>(GLOBAL_VALUES_KEY, fetchGlobalValuesInBrowser, GLOBAL_VALUES_SWR);
  return data ?? {};
}
