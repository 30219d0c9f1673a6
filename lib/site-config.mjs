// @ts-check
// Every configuration check, in one place, for the three moments a setting can be
// wrong: `npm run build` / `npm start` (scripts/check-config.mjs), `next build` and
// `next start` (next.config.mjs). A problem stops the process with one French line
// naming the variable; never a server that starts and answers 500.
import { readDeployment } from './deployment.mjs';
import { FIRESTORE_VARIABLES, parseFirestoreTarget, publicEnvFrom } from './primes/firestore-env.mjs';

/** How often a static page may be regenerated with the document's current amounts, in seconds. */
const DEFAULT_REFRESH_SECONDS = 600;
/** app/layout.tsx's `revalidate`, a literal Next.js reads from the source: the setting, read when the server starts, can only shorten it. */
const MAX_REFRESH_SECONDS = 600;

/** @param {string | undefined} value */
const blank = (value) => value === undefined || value.trim() === '';

/** @param {Record<string, string | undefined>} env */
export function refreshSeconds(env) {
  const raw = env.SITE_REFRESH_SECONDS?.trim();
  if (raw === undefined || raw === '') return DEFAULT_REFRESH_SECONDS;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > MAX_REFRESH_SECONDS) {
    throw new Error(`SITE_REFRESH_SECONDS="${raw}" : nombre entier de secondes attendu, de 1 à ${MAX_REFRESH_SECONDS}`);
  }
  return value;
}

/** Production on purpose: DEPLOY_ENV=production, or Vercel's production environment. */
const declaredProduction = (/** @type {Record<string, string | undefined>} */ env) =>
  env.DEPLOY_ENV?.trim() === 'production' || (blank(env.DEPLOY_ENV) && env.VERCEL_ENV === 'production');

/**
 * Every problem in the environment a build or a server reads, one message each.
 * `localFirestore`: `npm start` supplies the local emulator when nothing is configured.
 * @param {Record<string, string | undefined>} env
 * @param {{ localFirestore?: boolean }} [options]
 * @returns {string[]}
 */
export function configProblems(env, { localFirestore = false } = {}) {
  const problems = [];
  for (const check of [() => readDeployment(env), () => refreshSeconds(env)]) {
    try {
      check();
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  const parsed = parseFirestoreTarget(publicEnvFrom(env));
  problems.push(...parsed.errors);
  if (
    'target' in parsed &&
    parsed.target.kind === 'static' &&
    parsed.target.reason === 'unconfigured' &&
    declaredProduction(env) &&
    !localFirestore
  ) {
    problems.push(
      'DEPLOY_ENV=production sans source des montants : définir NEXT_PUBLIC_FIREBASE_API_KEY et NEXT_PUBLIC_FIREBASE_PROJECT_ID, ou NEXT_PUBLIC_PRIMES_SOURCE=static pour servir exprès le document par défaut',
    );
  }
  return problems;
}

/**
 * The variables a build inlines (next.config `env`). The Firestore ones reach the browser and the
 * security headers' connect-src as the build had them; the server reads them again when it starts
 * (lib/primes/server.ts). SITE_REFRESH_SECONDS is not inlined: the server reads it when it starts.
 */
const BUILD_TIME_VARIABLES = [...Object.values(FIRESTORE_VARIABLES), 'SITE_URL', 'DEPLOY_ENV'];
/** @type {Set<string>} */
const FIRESTORE_NAMES = new Set(Object.values(FIRESTORE_VARIABLES));

/**
 * The values this build keeps, '' for an unset one: handed to next.config `env`, so
 * that server and browser code both see the build's value (an unset NEXT_PUBLIC_*
 * is otherwise read at run time on the server only), and kept for `next start`.
 * @param {Record<string, string | undefined>} env
 * @returns {Record<string, string>}
 */
export function buildTimeValues(env) {
  return Object.fromEntries(BUILD_TIME_VARIABLES.map((name) => [name, env[name] ?? '']));
}

/**
 * At `next start`: variables set now that differ from the build's. The server reads the Firestore
 * ones it is given (a second server of one build can read another Firestore); browsers keep the
 * build's, so the warning says a new build aligns them. The others only a new build applies.
 * @param {Record<string, string | undefined>} runtime
 * @param {Record<string, string>} built
 * @returns {string[]}
 */
export function runtimeDifferences(runtime, built) {
  return BUILD_TIME_VARIABLES.filter((name) => !blank(runtime[name]) && runtime[name] !== (built[name] ?? '')).map((name) => {
    const kept = blank(built[name]) ? 'non définie' : `« ${built[name]} »`;
    return FIRESTORE_NAMES.has(name)
      ? `${name} diffère au démarrage de la valeur inscrite dans le build (${kept}) : le serveur lit la nouvelle, les navigateurs gardent celle du build ; reconstruire (npm run build) pour les accorder`
      : `${name} diffère au démarrage de la valeur inscrite dans le build (${kept}) : le site garde celle du build ; reconstruire (npm run build) pour la changer`;
  });
}

/**
 * One line, in French, then a non-zero exit.
 * @param {readonly string[]} problems
 */
export function stopOnProblems(problems) {
  if (problems.length === 0) return;
  console.error(`Configuration invalide : ${problems.join(' ; ')}`);
  process.exit(1);
}
