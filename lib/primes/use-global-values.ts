'use client';

import { useContext } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { fetchGlobalValuesInBrowser } from './browser';
import { GLOBAL_VALUES_KEY } from './document';
import { GlobalValuesSnapshot } from './snapshot-context';
import type { GlobalValues } from './types';

/**
 * One read per app start. The first render uses the server snapshot given to
 * <GlobalValuesProvider> as fallback data; the first mount then reads Firestore, and the
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
  const snapshot = useContext(GlobalValuesSnapshot);
  const { data } = useSWR<GlobalValues>(GLOBAL_VALUES_KEY, fetchGlobalValuesInBrowser, { ...GLOBAL_VALUES_SWR, fallbackData: snapshot });
  return data ?? {};
}
