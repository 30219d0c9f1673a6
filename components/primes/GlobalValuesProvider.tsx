'use client';

import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { GLOBAL_VALUES_KEY } from '@/lib/primes/document';
import type { GlobalValues } from '@/lib/primes/types';

/** Makes the server snapshot the first value of `useGlobalValues()`, so the HTML already holds every amount. */
export function GlobalValuesProvider({ snapshot, children }: { snapshot: GlobalValues; children: ReactNode }) {
  return <SWRConfig value={{ fallback: { [GLOBAL_VALUES_KEY]: snapshot } }}>{children}</SWRConfig>;
}
