import { parseFirestoreTarget, type PublicEnv } from './firestore-env.mjs';

/**
 * Where the settings document is read from, decided once from the public
 * environment (the same values reach the server and, inlined by Next.js, the browser).
 */
export type FirestoreTarget =
  | { readonly kind: 'emulator'; readonly projectId: string; readonly host: string; readonly port: number }
  | {
      readonly kind: 'production';
      readonly projectId: string;
      readonly apiKey: string;
      readonly appId?: string;
      readonly authDomain?: string;
    }
  /** The committed default document, served as a snapshot (no Firestore at all). */
  | { readonly kind: 'static'; readonly reason: 'requested' | 'unconfigured' };

export { parseFirestoreTarget } from './firestore-env.mjs';

/** Next.js inlines NEXT_PUBLIC_* only when written out in full, hence one line each. */
export function publicEnv(): PublicEnv {
  return {
    apiKey: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,
    projectId: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
    appId: process.env.NEXT_PUBLIC_FIREBASE_APP_ID,
    authDomain: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
    emulatorHost: process.env.NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST,
    source: process.env.NEXT_PUBLIC_PRIMES_SOURCE,
  };
}

class FirestoreConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Configuration Firestore invalide :\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'FirestoreConfigError';
  }
}

let cached: FirestoreTarget | undefined;

/** The validated target; throws one error listing every problem. */
export function firestoreTarget(): FirestoreTarget {
  if (cached) return cached;
  const parsed = parseFirestoreTarget(publicEnv());
  if (!('target' in parsed)) throw new FirestoreConfigError(parsed.errors);
  cached = parsed.target;
  return cached;
}
