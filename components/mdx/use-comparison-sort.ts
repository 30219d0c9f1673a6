'use client';

import { useEffect, useState, type RefObject } from 'react';
import { COMPARISON_SORTS, type ComparisonSort } from '@/lib/offers/comparison-order';
import { COMPARISON_FIELDS } from './comparison-fields';

const isSort = (value: unknown): value is ComparisonSort => (COMPARISON_SORTS as readonly unknown[]).includes(value);

/**
 * The order chosen in the comparison's form (ComparisonFilters), which lives outside the
 * table's client component: read once hydrated (a choice made before is kept), then on every
 * change. The first render is the server's order, so that taking over its markup moves nothing.
 * The form's choices also live in the address (comparison-query.ts): applied once hydrated,
 * written back on every change with the History API, which Next.js's router follows.
 */
export function useComparisonSort(inside: RefObject<HTMLElement | null>): ComparisonSort {
  const [sort, setSort] = useState<ComparisonSort>('filleul');
  useEffect(() => {
    const form = inside.current?.closest('.comparison-block')?.querySelector('form');
    if (!form) return;
    const read = () => {
      const chosen = new FormData(form).get(COMPARISON_FIELDS.sort);
      setSort(isSort(chosen) ? chosen : 'filleul');
    };
    form.addEventListener('change', read);
    // The address's part is loaded after the page is shown: it is not needed to draw it.
    let write: (() => void) | undefined;
    let stopped = false;
    void import('./comparison-query').then(({ applyQuery, queryOf }) => {
      if (stopped) return;
      if (applyQuery(form, window.location.search)) read();
      write = () => {
        const query = queryOf(form, window.location.search);
        if (query !== window.location.search)
          window.history.replaceState(window.history.state, '', `${window.location.pathname}${query}${window.location.hash}`);
      };
      form.addEventListener('change', write);
    });
    read();
    return () => {
      stopped = true;
      form.removeEventListener('change', read);
      if (write) form.removeEventListener('change', write);
    };
  }, [inside]);
  return sort;
}
