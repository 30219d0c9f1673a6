import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import createMDX from '@next/mdx';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_SERVER } from 'next/constants.js';
import { readDeployment } from './lib/deployment.mjs';
import { parseFirestoreTarget, publicEnvFrom } from './lib/primes/firestore-env.mjs';
import { buildTimeValues, configProblems, runtimeDifferences, stopOnProblems } from './lib/site-config.mjs';
import { checkRedirects } from './lib/redirects/check.mjs';
import { SECURITY_HEADERS_VARIABLE, securityHeaders } from './lib/security-headers.mjs';
import { builtEnv } from './lib/build-config.mjs';
import { cacheHeaderRules } from './lib/cache-policy.mjs';
import { buildFingerprint, distDir } from './scripts/lib/build-stamp.mjs';

const withMDX = createMDX({});

// Checked when the configuration loads, so that a malformed rule stops `next build`
// (and `next dev`, `next start`) at once, naming the rule. proxy.ts applies them.
const REDIRECTS_FILE = 'lib/redirects/redirects.json';
checkRedirects(JSON.parse(readFileSync(new URL(`./${REDIRECTS_FILE}`, import.meta.url), 'utf8')), REDIRECTS_FILE);

// The build id is the hash of the build's inputs (scripts/lib/build-stamp.mjs): equal
// sources give an equal id, any change a new one. It is computed once and handed to
// the build's worker processes through the environment, which they inherit.
process.env.SITE_BUILD_ID ??= buildFingerprint(process.env).slice(0, 16);

// Every setting is checked before anything else happens: a malformed one stops `next build`,
// `next start` and `next dev` here with one French line (lib/site-config.mjs).
stopOnProblems(configProblems(process.env));
const deployment = readDeployment(process.env);
const firestore = parseFirestoreTarget(publicEnvFrom(process.env));
const BUILD_VALUES_KEY = 'SITE_BUILD_VALUES';

/**
 * The browser gets what the build inlined. The build's values are in the config it
 * was built with (lib/build-config.mjs): a variable set now to something else is
 * reported (lib/site-config.mjs says which ones the server reads again when it starts).
 * @param {string} dir
 */
function reportRuntimeDifferences(dir) {
  const env = builtEnv(fileURLToPath(new URL(`./${dir}`, import.meta.url)));
  if (!env) return;
  const built = JSON.parse(env[BUILD_VALUES_KEY] ?? '{}');
  for (const line of runtimeDifferences(process.env, built)) console.warn(`Attention : ${line}`);
}

/** @param {string} phase @returns {import('next').NextConfig} */
const nextConfig = (phase) => {
  if (phase === PHASE_PRODUCTION_SERVER) reportRuntimeDifferences(distDir(process.env));
  const headers = securityHeaders({
    development: phase === PHASE_DEVELOPMENT_SERVER,
    preview: deployment.kind === 'preview',
    firestore: 'target' in firestore ? firestore.target : undefined,
  });
  const buildValues = buildTimeValues(process.env);
  return {
    pageExtensions: ['ts', 'tsx', 'mdx'],
    distDir: distDir(process.env),
    reactStrictMode: true,
    poweredByHeader: false,
    // `npm test` type-checks the project once (next typegen, then tsc) before its builds;
    // it sets SITE_TYPES_CHECKED so the two end-to-end builds do not check it twice more.
    // Every other build (npm run build, npm start, deploys) keeps Next.js's own check.
    typescript: { ignoreBuildErrors: process.env.SITE_TYPES_CHECKED === '1' },
    // The site is served by server.mjs (Next.js's own server inside); images are local SVG/PNG only.
    images: { unoptimized: true },
    generateBuildId: () => process.env.SITE_BUILD_ID ?? null,
    // Inlined in server and browser code: the page knows its build (lib/build-id.ts).
    // SITE_SECURITY_HEADERS: the same headers, for what answers without Next.js adding them
    // (lib/security-headers.mjs names each place).
    // The build's Firestore variables, '' when unset: inlined in the browser, and the server's
    // own when it starts with none set (lib/primes/server.ts reads those it is given instead).
    // SITE_REFRESH_SECONDS is not here: the server reads it when it starts (lib/primes/refresh.ts).
    env: {
      ...buildValues,
      [BUILD_VALUES_KEY]: JSON.stringify(buildValues),
      SITE_BUILD_ID: process.env.SITE_BUILD_ID,
      SITE_DEPLOYMENT: JSON.stringify(deployment),
      [SECURITY_HEADERS_VARIABLE]: JSON.stringify(headers),
    },
    // Security headers everywhere; then how long caches keep what is not a page (lib/cache-policy.mjs).
    headers: async () => [{ source: '/:path*', headers }, ...cacheHeaderRules(fileURLToPath(new URL('./public', import.meta.url)))],
    // proxy.ts redirects "/page/" to "/page" itself, with the security headers.
    skipTrailingSlashRedirect: true,
    // The stylesheet in each page's <head> instead of a linked file: a first visit is painted
    // without waiting for one more request (BENCHMARKS.md, « La feuille de style dans la page »).
    // Experimental: UPGRADING.md S22 and e2e/page-checks/page-weight.ts hold what it writes.
    experimental: { inlineCss: true },
  };
};

/** @param {string} phase */
const config = (phase) => withMDX(nextConfig(phase));
export default config;
