// @ts-check
// The production site on Next.js's documented programmatic API (a "custom server",
// the guide "Setting up a custom server" shipped in the next package): `next()`, then
// `getRequestHandler()` behind our own `http.Server`. Next.js routes and renders as
// under `next start` (both run its router server); the guard runs before it, and from
// the very first request, since the server listens only once Next.js is ready.
import { join, resolve } from 'node:path';
import next from 'next';
import { builtEnv } from '../build-config.mjs';
import { SECURITY_HEADERS_VARIABLE } from '../security-headers.mjs';
import { guardedServer } from './guarded-server.mjs';
import { findStaticFile } from './static-file-request.mjs';

/** @typedef {{ prepare(): Promise<void>, getRequestHandler(): import('./guarded-server.mjs').Handler, close(): Promise<void> }} NextApp */

/**
 * The security headers this build was made with (lib/security-headers.mjs, computed in
 * next.config.mjs): the very list Next.js adds to what it renders.
 * @param {string} buildDir
 * @returns {import('./request-guard.mjs').HeaderList}
 */
function builtSecurityHeaders(buildDir) {
  const env = builtEnv(buildDir);
  if (!env) throw new Error(`Aucun build dans ${buildDir} : lancez npm run build (npm start construit lui-même).`);
  const headers = JSON.parse(env[SECURITY_HEADERS_VARIABLE] ?? '[]');
  if (!Array.isArray(headers) || headers.length === 0)
    throw new Error(`${buildDir} : build sans en-têtes de sécurité (${SECURITY_HEADERS_VARIABLE}).`);
  return headers;
}

/**
 * @param {{
 *   dir: string,
 *   distDir: string,
 *   hostname: string,
 *   port: number,
 *   createApp?: (options: { dev: false, dir: string, hostname: string, port: number }) => NextApp,
 * }} options
 * @returns {Promise<{ server: import('node:http').Server, close: () => Promise<void> }>}
 */
export async function startSite({ dir, distDir, hostname, port, createApp = next }) {
  // Next.js first: loading next.config.mjs checks the settings (one French line, exit 1),
  // and a missing build gets Next.js's own message, as under `next start`.
  const app = createApp({ dev: false, dir, hostname, port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const buildDir = resolve(dir, distDir);
  const headers = builtSecurityHeaders(buildDir);
  const roots = { publicDir: join(dir, 'public'), staticDir: join(buildDir, 'static') };
  const server = guardedServer(handle, { headers, findStaticFile: (url) => findStaticFile(url, roots) });
  await new Promise((listening, failed) => {
    server.once('error', failed);
    server.listen(port, hostname, () => listening(undefined));
  });
  const close = async () => {
    await new Promise((closed) => server.close(() => closed(undefined)));
    await app.close();
  };
  return { server, close };
}
