import { createContext } from 'react';
import type { GlobalValues } from './types';

/**
 * The server's snapshot of the amounts, for the first render of `useGlobalValues()`.
 * A plain React context rather than SWR's own provider, so that the root layout does
 * not bring SWR into the first load: SWR loads with the components that read live
 * amounts.
 */
export const GlobalValuesSnapshot = createContext<GlobalValues>({});
