// @ts-check
// What kind of deployment this build is (production, preview or local) and its public
// address, in one module: read from the environment when next.config.mjs loads, checked
// by lib/site-config.mjs, baked into the build (next.config `env`) so that a page
// regenerated later by the server says the same thing as the one built, and read back
// by the site's code (thisDeployment, isPreview, absoluteUrl). Plain JavaScript with
// JSDoc types: next.config.mjs and scripts/check-config.mjs import it in plain Node.

/** The address used for canonical links, the sitemap and share images when SITE_URL is not set. */
export const DEFAULT_SITE_URL = 'https://www.parrainage-malin.fr';

/**
 * @typedef {{ readonly kind: 'production', readonly siteUrl: string }
 *   | { readonly kind: 'preview', readonly siteUrl: string, readonly branch?: string, readonly commit?: string }
 *   | { readonly kind: 'local', readonly siteUrl: string }} Deployment
 */

/** @param {string | undefined} value the trimmed value, or undefined when unset or blank */
const filled = (value) => value?.trim() || undefined;

/**
 * Production is declared: DEPLOY_ENV=production, or Vercel's production environment
 * (VERCEL_ENV=production); only it must carry the owner's inputs (lib/site-config.mjs).
 * A preview is a deployment that must not be indexed: Vercel marks pull-request
 * deployments with VERCEL_ENV=preview; other hosts set DEPLOY_ENV=preview. The branch
 * and commit are shown in the « site de démonstration » banner. Anything else (a clone's
 * `npm start`, the tests, CI) is local: indexable like production, but a demonstration.
 *
 * @param {Record<string, string | undefined>} env
 * @returns {Deployment}
 */
export function readDeployment(env) {
  const declared = filled(env.DEPLOY_ENV);
  if (declared !== undefined && declared !== 'production' && declared !== 'preview') {
    throw new Error(`DEPLOY_ENV="${declared}" : valeurs reconnues « production » et « preview »`);
  }
  const preview = declared === 'preview' || (declared === undefined && env.VERCEL_ENV === 'preview');
  const production = declared === 'production' || (declared === undefined && env.VERCEL_ENV === 'production');
  const siteUrl = parseSiteUrl(env.SITE_URL);
  if (production) return { kind: 'production', siteUrl };
  if (!preview) return { kind: 'local', siteUrl };
  const branch = firstSet(env.DEPLOY_BRANCH, env.VERCEL_GIT_COMMIT_REF);
  const commit = firstSet(env.DEPLOY_COMMIT, env.VERCEL_GIT_COMMIT_SHA)?.slice(0, 7);
  return { kind: 'preview', siteUrl, ...(branch ? { branch } : {}), ...(commit ? { commit } : {}) };
}

/** @param {...(string | undefined)} values */
function firstSet(...values) {
  return values.map(filled).find((value) => value !== undefined);
}

/** @param {string | undefined} value */
function parseSiteUrl(value) {
  const given = filled(value);
  if (given === undefined) return DEFAULT_SITE_URL;
  let url;
  try {
    url = new URL(given);
  } catch {
    throw new Error(`SITE_URL="${value}" : adresse absolue attendue, par exemple ${DEFAULT_SITE_URL}`);
  }
  // Never echo the value: it would print the password in build logs.
  if (url.username !== '' || url.password !== '') {
    throw new Error(
      'SITE_URL contient un identifiant ou un mot de passe : l’origine publique seule est attendue, par exemple ' + DEFAULT_SITE_URL,
    );
  }
  const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) {
    throw new Error(`SITE_URL="${value}" : https:// attendu (http:// seulement pour 127.0.0.1)`);
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`SITE_URL="${value}" : l’origine seule est attendue, sans chemin ni paramètre`);
  }
  return url.origin;
}

/** @type {Deployment | undefined} */
let built;

/**
 * This build's deployment. next.config.mjs serialises it into SITE_DEPLOYMENT, which
 * Next.js inlines at build time; outside a Next.js build (unit tests) the environment
 * is read directly. Read on first use, not when the module loads: next.config.mjs and
 * scripts/check-config.mjs import this module before they check the environment, and
 * must report a malformed DEPLOY_ENV or SITE_URL with their one French line.
 * @returns {Deployment}
 */
export function thisDeployment() {
  built ??= process.env.SITE_DEPLOYMENT ? /** @type {Deployment} */ (JSON.parse(process.env.SITE_DEPLOYMENT)) : readDeployment(process.env);
  return built;
}

/** Whether this build is a preview: noindex everywhere, empty sitemap, « Aperçu » in the demonstration banner. */
export const isPreview = () => thisDeployment().kind === 'preview';

/**
 * An absolute address on this deployment's site, for canonical links, feeds and structured data.
 * @param {string} path
 */
export function absoluteUrl(path) {
  return new URL(path, thisDeployment().siteUrl).href;
}
