import type { Provider } from './primes/providers';

/** The offer records' folder, relative to the content folder. */
export const OFFERS_DIR = 'offres';

/**
 * The one file of a provider's record: its settings key in lower case, `_` as `-`
 * (FORTUNEO_GOLD → offres/fortuneo-gold.yaml), so a writer finds it from the key.
 */
export function offerFileOf(provider: Provider): string {
  return `${OFFERS_DIR}/${provider.toLowerCase().replaceAll('_', '-')}.yaml`;
}
