// @ts-check
// Every configuration check, in one place, for the three moments a setting can be
// wrong: `npm run build` / `npm start` (scripts/check-config.mjs), `next build` and
// `next start` (next.config.mjs). A problem stops the process with one French line
// naming the variable (several: one line each, all at once); never a server that starts
// and answers 500. A production build also stops on every owner input it lacks: the
// publisher's identity first (lib/owner-inputs.mjs), then the source of the amounts.
import { readDeployment } from './deployment.mjs';
import { missingOwnerInputs, OWNER_INPUTS_WHERE, OWNER_VARIABLES, readOwnerInputs } from './owner-inputs.mjs';
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

/** The deployment's kind, or undefined when DEPLOY_ENV or SITE_URL is malformed (reported on its own). */
const deploymentKind = (/** @type {Record<string, string | undefined>} */ env) => {
  try {
    return readDeployment(env).kind;
  } catch {
    return undefined;
  }
};

/**
 * Every problem in the environment a build or a server reads, one message each, all at once.
 * A production deployment (lib/deployment.mjs) first lists the owner's inputs it lacks, in the
 * order the law puts them: the publisher's name (LCEN, art. 6 III), the contact address, then
 * the source of the amounts (the Firestore project); then whatever is malformed.
 * `localFirestore`: `npm start` supplies the local emulator when nothing is configured.
 * @param {Record<string, string | undefined>} env
 * @param {{ localFirestore?: boolean }} [options]
 * @returns {string[]}
 */
export function configProblems(env, { localFirestore = false } = {}) {
  const production = deploymentKind(env) === 'production';
  /** @type {string[]} */
  const missing = production ? missingOwnerInputs(env) : [];
  /** @type {string[]} */
  const malformed = [];
  for (const check of [() => readDeployment(env), () => refreshSeconds(env)]) {
    try {
      check();
    } catch (error) {
      malformed.push(error instanceof Error ? error.message : String(error));
    }
  }
  malformed.push(...readOwnerInputs(env).errors);
  const parsed = parseFirestoreTarget(publicEnvFrom(env));
  malformed.push(...parsed.errors);
  if ('target' in parsed && parsed.target.kind === 'static' && parsed.target.reason === 'unconfigured' && production && !localFirestore) {
    missing.push(
      `${FIRESTORE_VARIABLES.apiKey} et ${FIRESTORE_VARIABLES.projectId} manquantes : le projet Firebase dont la production lit les montants (console Firebase > Paramètres du projet), ou ${FIRESTORE_VARIABLES.source}=static pour servir exprès le document par défaut ; ${OWNER_INPUTS_WHERE}`,
    );
  }
  return [...missing, ...malformed];
}

/**
 * The variables a build inlines (next.config `env`). The Firestore ones reach the browser and the
 * security headers' connect-src as the build had them; the server reads them again when it starts
 * (lib/primes/server.ts). SITE_REFRESH_SECONDS is not inlined: the server reads it when it starts.
 */
const BUILD_TIME_VARIABLES = [...Object.values(FIRESTORE_VARIABLES), ...Object.values(OWNER_VARIABLES), 'SITE_URL', 'DEPLOY_ENV'];
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
 * What stops the process, in French: one line for one problem; for several, their count, then
 * one line each, in the order given (a production build's missing owner inputs first).
 * @param {readonly string[]} problems
 * @returns {string}
 */
export function problemsReport(problems) {
  if (problems.length === 1) return `Configuration invalide : ${problems[0]}`;
  return [`Configuration invalide, ${problems.length} problèmes :`, ...problems.map((problem) => `- ${problem}`)].join('\n');
}

/**
 * The report, then a non-zero exit.
 * @param {readonly string[]} problems
 */
export function stopOnProblems(problems) {
  if (problems.length === 0) return;
  console.error(problemsReport(problems));
  process.exit(1);
}
