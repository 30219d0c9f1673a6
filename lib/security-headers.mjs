// @ts-check
// The headers every response carries (next.config.mjs `headers()`), built from the
// deployment and the Firestore target known at build time.

/** Where the browser reads the settings document in production (firebase/firestore/lite, REST). */
export const FIRESTORE_ORIGIN = 'https://firestore.googleapis.com';

/**
 * The Content-Security-Policy, as strict as static rendering allows. Relaxations:
 * - script-src 'unsafe-inline': Next.js streams each page's payload in inline
 *   <script> tags, and the site adds one (the theme and chunk-reload boot script in
 *   <head>). Nonces need a render per request, which static pages do not have; hashes
 *   would have to follow every regeneration of a page (its payload carries the
 *   bonus amounts, refreshed every 10 minutes), so neither fits.
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
    'script-src': ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': connect,
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * @param {{ development: boolean, preview: boolean, firestore?: import('./primes/config').FirestoreTarget }} options
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders({ development, preview, firestore }) {
  const headers = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ development, firestore }) },
    // Two years and preload: the list's requirement. Browsers ignore it over plain http (local runs).
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // Only features Chromium knows (an unknown one logs an error on every page); clipboard stays allowed for the copy buttons.
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()' },
    // frame-ancestors for current browsers, X-Frame-Options for older ones.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
  if (preview) headers.push({ key: 'X-Robots-Tag', value: 'noindex, nofollow' });
  return headers;
}
