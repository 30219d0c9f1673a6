import { act, cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { GlobalValuesProvider } from '@/components/primes/GlobalValuesProvider';
import type { GlobalValues } from '@/lib/primes/types';

/**
 * Renders `ui` alone in the document (what was mounted before is unmounted), with `values` as the
 * page's server snapshot and a fresh SWR cache, once its effects have run.
 */
export async function mountWithValues(values: GlobalValues, ui: ReactNode): Promise<HTMLElement> {
  cleanup();
  let container!: HTMLElement;
  await act(async () => {
    ({ container } = render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <GlobalValuesProvider snapshot={values}>{ui}</GlobalValuesProvider>
      </SWRConfig>,
    ));
  });
  return container;
}
