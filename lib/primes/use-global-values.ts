'use client';

import useSWR, { type SWRConfiguration } from 'swr';
import { fetchGlobalValuesInBrowser } from './browser';
import { GLOBAL_VALUES_KEY } from './document';
import type { GlobalValues } from './types';

/**
 * One read per app start. The first render uses the server snapshot given to
 * <GlobalValuesProvider> as fallback; the first mount then reads Firestore, and the
 * day-long deduplication makes every later mount (other components, client
 * navigations) reuse that read. Nothing refetches on focus or reconnect.
 */
export const GLOBAL_VALUES_SWR: SWRConfiguration<GlobalValues> = {
  revalidateOnMount: true,
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
