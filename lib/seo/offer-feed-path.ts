import type { Provider } from '../primes/providers';

/** Each offer's own feed: /flux/<its record's file name>.xml (FORTUNEO_GOLD → /flux/fortuneo-gold.xml). */
export const offerFeedPath = (provider: Provider): string => `/flux/${provider.toLowerCase().replaceAll('_', '-')}.xml`;
/** The file name a feed route answers to (the `[fichier]` segment). */
export const offerFeedFile = (provider: Provider): string => offerFeedPath(provider).slice('/flux/'.length);
