/** Where the settings live in Firestore (SPEC §3, §7). */
export const SETTINGS_COLLECTION = 'primes';
export const SETTINGS_DOCUMENT = 'primes_parrainage';
/** SWR key of the app-wide `globalValues`. */
export const GLOBAL_VALUES_KEY = 'globalValues';
