import { type IncomingMessage, Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

export type HeaderList = readonly { readonly key: string; readonly value: string }[];

/** A path no page has: Next.js answers it with the French 404 page (app/not-found.tsx). */
export const NOT_FOUND_PATH = '/_adresse-invalide';

/** Control characters (`%0a`…) make Next.js render an empty error shell instead of the 404 page. */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
/**
 * Next.js's internal pages (`/_global-error` answers 500 with an English page,
 * cacheable for a year) and any other `/_…` path: no page of the site starts with "_".
 */
const INTERNAL_PATH = /^\/_(?!next\/)/;

/** An address that can only be the 404: internal, undecodable, or holding control characters. */
export function isUnroutable(path: string): boolean {
  if (INTERNAL_PATH.test(path)) return true;
  try {
    return CONTROL_CHARACTER.test(decodeURIComponent(path));
  } catch {
    return true;
  }
}

/** The site only serves documents and files: nothing is ever posted to it. */
export const ALLOWED_METHODS = 'GET, HEAD';
const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/**
 * Runs before Next.js sees a request, in the server process (instrumentation.ts).
 * Answers what Next.js would turn into a 500, sends addresses that can only be the
 * 404 to the French 404 page, and sets the security headers first, so that every
 * response carries them, Next.js's own redirects ("//x" → 308) included.
 * Returns true when it has answered.
 */
export function guardRequest(request: IncomingMessage, response: ServerResponse, headers: HeaderList): boolean {
  for (const { key, value } of headers) response.setHeader(key, value);
  const method = request.method ?? 'GET';
  if (method === 'OPTIONS') {
    response.writeHead(204, { Allow: `${ALLOWED_METHODS}, OPTIONS`, 'Cache-Control': 'no-store' });
    response.end();
    return true;
  }
  // TRACE makes the proxy's Request constructor throw (a 500 and a stack trace per
  // request); POST and the others reach static files, which answer 500.
  if (!READ_METHODS.has(method)) {
    response.writeHead(405, { Allow: ALLOWED_METHODS, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end('Méthode non autorisée : ce site n’accepte que GET et HEAD.\n');
    return true;
  }
  // Rewritten here rather than in proxy.ts: a proxy rewrite is sent to the host name
  // Next.js assumes (localhost), not the one it listens on, and fails.
  const url = request.url ?? '/';
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (path !== NOT_FOUND_PATH && isUnroutable(path)) request.url = `${NOT_FOUND_PATH}${queryAt === -1 ? '' : url.slice(queryAt)}`;
  // A malformed or unsatisfiable Range makes Next.js's static file server answer 500.
  // The site's files are small: it always sends them whole, which HTTP allows.
  delete request.headers.range;
  return false;
}

const CLIENT_ERROR_STATUS: Readonly<Record<string, string>> = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};

/** What Node.js answers to a request it cannot parse, with the security headers it would leave out. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex, headers: HeaderList): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? '400 Bad Request';
  const lines = headers.map(({ key, value }) => `${key}: ${value}\r\n`).join('');
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n${lines}\r\n`);
}

type Emit = (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
const INSTALLED = Symbol.for('parrainage-malin.request-guard');

/**
 * Next.js offers no hook before its own request handling, so the guard wraps the
 * HTTP server's event dispatch, once per process: `next start`, `npm start` and
 * `next dev` all get it without a custom server.
 */
export function installRequestGuard(headers: HeaderList): void {
  const prototype = Server.prototype as unknown as { emit: Emit; [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  prototype[INSTALLED] = true;
  const emit = prototype.emit;
  prototype.emit = function guardedEmit(this: Server, event, ...args) {
    if (event === 'request' && guardRequest(args[0] as IncomingMessage, args[1] as ServerResponse, headers)) return true;
    if (event === 'clientError' && this.listenerCount('clientError') === 0) {
      answerClientError(args[0] as NodeJS.ErrnoException, args[1] as Duplex, headers);
      return true;
    }
    return emit.call(this, event, ...args);
  };
}
