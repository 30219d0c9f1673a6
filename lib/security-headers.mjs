// @ts-check
// The security headers every response carries: this module is their one source. The
// list is built once per build (next.config.mjs, from the deployment and the Firestore
// target known then) and applied in the three places able to answer a request, no fewer
// because each can answer without the others:
// 1. next.config.mjs `headers()`: what Next.js renders or serves (pages, page data, route
//    handlers, public/ and /_next/static/ files, its 404), on any host;
// 2. proxy.ts: the redirects it answers itself, which `headers()` does not reach, on any
//    host (the list comes inlined as process.env.SITE_SECURITY_HEADERS);
// 3. lib/server/request-guard.mjs, in server.mjs: everything, set before Next.js runs, so
//    also what Next.js or Node.js answer on their own (Next.js's "//x" redirect and error
//    pages, 400, 405, 412, 416, 417, 431…); it reads the list the build saved
//    (lib/build-config.mjs). Another host must add the headers to its own answers.
// e2e/security.spec.ts checks that each kind of answer carries this same list.

/** The variable next.config.mjs hands the list over in (`env`); proxy.ts must spell it out for the build to inline it. */
export const SECURITY_HEADERS_VARIABLE = 'SITE_SECURITY_HEADERS';

/**
 * Where browsers post CSP violation reports: answered by the request guard in server.mjs
 * (lib/server/csp-report.mjs), the one POST the site accepts. Another host answers it with
 * 404 or 405, and the reports are lost, nothing else.
 */
export const CSP_REPORT_PATH = '/csp-report';
/** The Reporting API's name for that endpoint (`Reporting-Endpoints`, `report-to`). */
const REPORT_GROUP = 'csp';

/** Where the browser reads the settings document in production (firebase/firestore/lite, REST). */
export const FIRESTORE_ORIGIN = 'https://firestore.googleapis.com';

/**
 * The Content-Security-Policy, as strict as static rendering allows.
 * - script-src 'self' and nothing inline: each HTML page's own inline scripts (Next.js's
 *   page payload, the theme and chunk-reload boot script) are allowed by their hashes, which
 *   the site's server adds to that page's policy (withScriptHashes, from
 *   lib/server/page-script-policy.mjs), once per version of the page. Nonces would need a
 *   render per request, which static and regenerated pages do not have; the page payload
 *   carries the bonus amounts, so its hash follows each regeneration. A host other than
 *   server.mjs serves this policy without the hashes: the pages read, but do not hydrate.
 * - style-src 'unsafe-inline': React writes style attributes, the layout inlines the
 *   breakpoint rules in a <style> element, and the progress bar sets inline styles.
 * - script-src 'unsafe-eval' in `next dev` only: React's development build uses eval
 *   to rebuild component stacks. Production builds never get it.
 * - connect-src adds the one Firestore endpoint this build reads (validated by
 *   lib/primes/firestore-env.mjs): the production REST host, or the local emulator;
 *   nothing for a build that serves the default document as a fixed snapshot.
 * - worker-src 'self': the settings worker (lib/primes/settings.worker.ts) reads
 *   Firestore off the main thread; only the site's own scripts may start workers.
 * No form, frame, plugin or <base> is used, so those are closed entirely.
 * Violations are reported (production only: `next dev` has no guard to receive them) to
 * CSP_REPORT_PATH, by `report-to` and, for browsers without the Reporting API, `report-uri`.
 *
 * @param {{ development: boolean, firestore?: import('./primes/config').FirestoreTarget }} options
 */
export function contentSecurityPolicy({ development, firestore }) {
  const connect = ["'self'"];
  if (firestore?.kind === 'production') connect.push(FIRESTORE_ORIGIN);
  if (firestore?.kind === 'emulator') connect.push(`http://${firestore.host}:${firestore.port}`);
  if (development) connect.push('ws:'); // hot reload
  const directives = {
    'default-src': ["'self'"],
    // `next dev` writes inline scripts the production server never sees: it keeps 'unsafe-inline'.
    'script-src': ["'self'", ...(development ? ["'unsafe-inline'", "'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': connect,
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    // « Mon plan »'s GET form (app/mon-plan) sends its answers to the site itself, and nowhere else.
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(development ? {} : { 'report-uri': [CSP_REPORT_PATH], 'report-to': [REPORT_GROUP] }),
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The policy's header name, which the server rewrites per page. */
export const CSP_HEADER = 'Content-Security-Policy';

/**
 * The same policy allowing these inline scripts by hash (CSP Level 3 hash-sources) on top of
 * what its script-src already allows.
 * @param {string} policy a policy from contentSecurityPolicy
 * @param {readonly string[]} hashes `'sha256-…'` sources
 */
export function withScriptHashes(policy, hashes) {
  if (hashes.length === 0) return policy;
  return policy
    .split('; ')
    .map((directive) => (directive.startsWith('script-src ') ? `${directive} ${hashes.join(' ')}` : directive))
    .join('; ');
}

/**
 * @param {{ development: boolean, preview: boolean, firestore?: import('./primes/config').FirestoreTarget }} options
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders({ development, preview, firestore }) {
  const headers = [
    { key: CSP_HEADER, value: contentSecurityPolicy({ development, firestore }) },
    // Two years and preload: the list's requirement. Browsers ignore it over plain http (local runs).
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // Only features Chromium knows (an unknown one logs an error on every page); clipboard stays allowed for the copy buttons.
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()' },
    // frame-ancestors for current browsers, X-Frame-Options for older ones.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    // No other site embeds our responses (images, scripts, data) in its own pages.
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
  ];
  // The Reporting API endpoint the policy's report-to names.
  if (!development) headers.push({ key: 'Reporting-Endpoints', value: `${REPORT_GROUP}="${CSP_REPORT_PATH}"` });
  if (preview) headers.push({ key: 'X-Robots-Tag', value: 'noindex, nofollow' });
  return headers;
}
