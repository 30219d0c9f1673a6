/** Where the settings live in Firestore (docs/behaviours.md#document-des-primes). */
export const SETTINGS_COLLECTION = 'primes';
export const SETTINGS_DOCUMENT = 'primes_parrainage';
/** SWR key of the app-wide `globalValues`. */
export const GLOBAL_VALUES_KEY = 'globalValues';
