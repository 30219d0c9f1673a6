// @ts-check
// The Firestore configuration rules, in plain JavaScript so that next.config.mjs
// (build and `next start`), scripts/start.mjs and the site's TypeScript
// (lib/primes/config.ts) all apply the very same checks.

/**
 * @typedef {{ readonly apiKey?: string, readonly projectId?: string, readonly appId?: string, readonly authDomain?: string, readonly emulatorHost?: string, readonly source?: string }} PublicEnv
 * @typedef {{ readonly target: import('./config').FirestoreTarget, readonly errors: readonly [] } | { readonly errors: readonly string[] }} ParsedTarget
 */
export const DEFAULT_EMULATOR_PROJECT = 'demo-parrainage';

/** The variables that choose the source of the amounts, as their names appear in the environment. */
export const FIRESTORE_VARIABLES = /** @type {const} */ ({
  apiKey: 'NEXT_PUBLIC_FIREBASE_API_KEY',
  projectId: 'NEXT_PUBLIC_FIREBASE_PROJECT_ID',
  appId: 'NEXT_PUBLIC_FIREBASE_APP_ID',
  authDomain: 'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN',
  emulatorHost: 'NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST',
  source: 'NEXT_PUBLIC_PRIMES_SOURCE',
});

/**
 * Reads the variables by name from any environment object (process.env at build or
 * start). The browser and server bundles use lib/primes/config.ts's publicEnv()
 * instead, whose literal `process.env.NEXT_PUBLIC_…` Next.js inlines.
 * @param {Record<string, string | undefined>} env
 */
export function publicEnvFrom(env) {
  return Object.fromEntries(Object.entries(FIRESTORE_VARIABLES).map(([field, name]) => [field, env[name]]));
}

/**
 * The server's variables: each one set when it started, else the build's, so a variable left
 * unset at start keeps the value browsers were built with. Undefined when none is set at start.
 * @param {PublicEnv} built
 * @param {PublicEnv} runtime
 * @returns {PublicEnv | undefined}
 */
export function serverPublicEnv(built, runtime) {
  const fields = /** @type {(keyof PublicEnv)[]} */ (Object.keys(FIRESTORE_VARIABLES));
  if (fields.every((field) => blank(runtime[field]))) return undefined;
  return Object.fromEntries(fields.map((field) => [field, blank(runtime[field]) ? built[field] : runtime[field]]));
}

const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;
const API_KEY = /^AIza[0-9A-Za-z_-]{35}$/;
const APP_ID = /^\d+:\d+:web:[0-9a-f]+$/;
const HOSTNAME = /^[a-z0-9.-]+\.[a-z]{2,}$/;
const EMULATOR_HOST = /^(127\.0\.0\.1|localhost|\[::1\]):(\d{1,5})$/;

/** @param {string | undefined} value @returns {value is undefined} */
const blank = (value) => value === undefined || value.trim() === '';

/**
 * Validates the configuration, with one message per missing or malformed variable.
 * @param {PublicEnv} env
 * @returns {ParsedTarget}
 */
export function parseFirestoreTarget(env) {
  /** @type {string[]} */
  const errors = [];
  if (!blank(env.source)) {
    if (env.source === 'static') return { target: { kind: 'static', reason: 'requested' }, errors: [] };
    return { errors: [`NEXT_PUBLIC_PRIMES_SOURCE="${env.source}" : seule la valeur « static » est reconnue`] };
  }
  if (!blank(env.emulatorHost)) {
    const match = EMULATOR_HOST.exec(env.emulatorHost);
    const port = match ? Number(match[2]) : 0;
    if (!match || port < 1 || port > 65535) {
      errors.push(`NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST="${env.emulatorHost}" : attendu 127.0.0.1:PORT (l'émulateur n'écoute qu'en local)`);
    }
    const projectId = blank(env.projectId) ? DEFAULT_EMULATOR_PROJECT : env.projectId;
    if (!PROJECT_ID.test(projectId)) errors.push(`NEXT_PUBLIC_FIREBASE_PROJECT_ID="${projectId}" : identifiant de projet invalide`);
    if (errors.length > 0 || !match) return { errors };
    return { target: { kind: 'emulator', projectId, host: match[1] ?? '127.0.0.1', port }, errors: [] };
  }
  const anySet = [env.apiKey, env.projectId, env.appId, env.authDomain].some((value) => !blank(value));
  if (!anySet) return { target: { kind: 'static', reason: 'unconfigured' }, errors: [] };

  if (blank(env.apiKey))
    errors.push('NEXT_PUBLIC_FIREBASE_API_KEY manquante : la clé d’API web du projet Firebase (console Firebase > Paramètres du projet)');
  else if (!API_KEY.test(env.apiKey))
    errors.push('NEXT_PUBLIC_FIREBASE_API_KEY malformée : une clé d’API web commence par « AIza » et compte 39 caractères');
  if (blank(env.projectId)) errors.push('NEXT_PUBLIC_FIREBASE_PROJECT_ID manquante : l’identifiant du projet Firebase');
  else if (!PROJECT_ID.test(env.projectId))
    errors.push(`NEXT_PUBLIC_FIREBASE_PROJECT_ID="${env.projectId}" malformée : 6 à 30 caractères, minuscules, chiffres et tirets`);
  if (!blank(env.appId) && !APP_ID.test(env.appId))
    errors.push(`NEXT_PUBLIC_FIREBASE_APP_ID="${env.appId}" malformée : attendu 1:NOMBRE:web:HEXADÉCIMAL`);
  if (!blank(env.authDomain) && !HOSTNAME.test(env.authDomain))
    errors.push(`NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN="${env.authDomain}" malformée : attendu un nom de domaine`);
  if (errors.length > 0 || blank(env.apiKey) || blank(env.projectId)) return { errors };
  return {
    target: {
      kind: 'production',
      apiKey: env.apiKey,
      projectId: env.projectId,
      ...(blank(env.appId) ? {} : { appId: env.appId }),
      ...(blank(env.authDomain) ? {} : { authDomain: env.authDomain }),
    },
    errors: [],
  };
}
