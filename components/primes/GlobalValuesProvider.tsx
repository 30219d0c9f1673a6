'use client';

import type { ReactNode } from 'react';
import { GlobalValuesSnapshot } from '@/lib/primes/snapshot-context';
import type { GlobalValues } from '@/lib/primes/types';

/** Makes the server snapshot the first value of `useGlobalValues()`, so the HTML already holds every amount. */
export function GlobalValuesProvider({ snapshot, children }: { snapshot: GlobalValues; children: ReactNode }) {
  return <GlobalValuesSnapshot value={snapshot}>{children}</GlobalValuesSnapshot>;
}
