// @ts-check
// What the site's server (lib/server/guarded-server.mjs) answers itself, before Next.js
// sees a request: everything Next.js or Node.js would otherwise answer with a 500, an
// English page or without the security headers.
import { STATUS_CODES } from 'node:http';
import { PLAN_CALENDAR_PATH, PLAN_PATH } from '../plan-paths.mjs';
import { CSP_REPORT_PATH } from '../security-headers.mjs';
import { sendErrorPage } from './error-page.mjs';
import { routablePath } from './path-shape.mjs';

/** @typedef {readonly { readonly key: string, readonly value: string }[]} HeaderList */

export { NOT_FOUND_PATH, isUnroutable } from './path-shape.mjs';

/** @param {string} url the path and query */
const pathOf = (url) => url.split('?', 1)[0] ?? url;

/** The site only serves documents and files: nothing is ever posted to it but CSP reports. */
const ALLOWED_METHODS = 'GET, HEAD';
/** @type {ReadonlySet<string>} */
const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * The most a query may hold. The site's own longest address is the comparison with every
 * choice made: 7 parameters (famille, 5 × filtre, tri; components/mdx/comparison-query.ts),
 * about 120 bytes; links from elsewhere add a few more (utm_*, gclid, fbclid). 32 parameters
 * and 2,048 bytes leave that room four times over. Beyond, the framework's request adapter
 * works in time that grows with the square of the count: one such request stalled every other.
 */
export const MAX_QUERY_PARAMETERS = 32;
export const MAX_QUERY_BYTES = 2048;

/**
 * « Mon plan » keeps its whole state in its query, two fields per company: it reads and bounds
 * its own fields (lib/offers/plan-query.ts) and answers too many with the form and a French
 * message, so only the byte bound applies there. 2,048 bytes hold at most 1,025 parameters,
 * far below the count at which the framework's adapter stalls.
 */
const OWN_BOUND_PATHS = new Set([PLAN_PATH, PLAN_CALENDAR_PATH]);

/** @param {string} query without its « ? » */
const parameterCount = (query) => (query === '' ? 0 : query.split('&').length);

/**
 * @param {import('node:http').ServerResponse} response
 * @param {HeaderList} headers
 */
export function setSecurityHeaders(response, headers) {
  for (const { key, value } of headers) response.setHeader(key, value);
}

/**
 * Sets the security headers first, so that every response carries them, Next.js's own
 * redirects ("//x" → 308) and error pages included; answers what must not reach Next.js;
 * sends addresses that can only be the 404 to the French 404 page, and hands the others
 * over in the spelling Next.js's router can serve (lib/server/path-shape.mjs).
 * Returns true when it has answered.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {HeaderList} headers
 * @param {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => void} [receiveReport]
 *   answers CSP_REPORT_PATH, the one address a POST is accepted on (lib/server/csp-report.mjs)
 */
export function guardRequest(request, response, headers, receiveReport) {
  setSecurityHeaders(response, headers);
  // RFC 9112 §3.2: an HTTP/1.1 request without Host is refused. Node.js does it itself
  // without these headers, so the server turns that check off (requireHostHeader) and it is done here.
  if (request.httpVersion === '1.1' && request.headers.host === undefined) {
    sendErrorPage(
      response,
      400,
      { title: 'Requête invalide', explanation: 'La requête ne dit pas à quel site elle s’adresse (en-tête Host absent).' },
      { Connection: 'close' },
    );
    return true;
  }
  const method = request.method ?? 'GET';
  const target = request.url ?? '/';
  // RFC 9112 §3.2: a server is sent a path (origin form); the absolute form is for proxies,
  // and the framework would redirect it to the host it names. `OPTIONS *` asks about the server.
  if (!target.startsWith('/') && !(method === 'OPTIONS' && target === '*')) {
    sendErrorPage(response, 400, {
      title: 'Requête invalide',
      explanation: 'La requête doit viser une page de ce site, par un chemin qui commence par « / ».',
    });
    return true;
  }
  const query = target.includes('?') ? target.slice(target.indexOf('?') + 1) : '';
  const countBound = OWN_BOUND_PATHS.has(pathOf(target)) ? Infinity : MAX_QUERY_PARAMETERS;
  if (Buffer.byteLength(query) > MAX_QUERY_BYTES || parameterCount(query) > countBound) {
    sendErrorPage(response, 414, {
      title: 'Adresse trop longue',
      explanation: `Une adresse de ce site a au plus ${MAX_QUERY_PARAMETERS} paramètres et ${MAX_QUERY_BYTES} octets après « ? ». Celle-ci en a davantage : elle ne mène à aucune page.`,
    });
    return true;
  }
  if (receiveReport && pathOf(target) === CSP_REPORT_PATH) {
    receiveReport(request, response);
    return true;
  }
  if (method === 'OPTIONS') {
    response.writeHead(204, { Allow: `${ALLOWED_METHODS}, OPTIONS`, 'Cache-Control': 'no-store' });
    response.end();
    return true;
  }
  // TRACE makes the proxy's Request constructor throw (a 500 and a stack trace per
  // request); POST and the others reach static files, which answer 500.
  if (!READ_METHODS.has(method)) {
    sendErrorPage(
      response,
      405,
      { title: 'Méthode non autorisée', explanation: 'Ce site se lit seulement : il accepte les requêtes GET et HEAD.' },
      { Allow: ALLOWED_METHODS },
    );
    return true;
  }
  // Rewritten here rather than only in proxy.ts: a proxy rewrite is sent to the host name
  // Next.js assumes (localhost), not the one it listens on, and fails; and the guard also
  // covers what Next.js decides before the proxy runs (lib/server/path-shape.mjs).
  const url = request.url ?? '/';
  const queryAt = url.indexOf('?');
  const path = pathOf(url);
  const routable = routablePath(path);
  if (routable !== path) request.url = `${routable}${queryAt === -1 ? '' : url.slice(queryAt)}`;
  return false;
}

/**
 * An `Expect` other than 100-continue (Node.js's 'checkExpectation' event): refused as
 * Node.js would, with the security headers it would leave out.
 * @param {import('node:http').ServerResponse} response
 * @param {HeaderList} headers
 */
export function refuseExpectation(response, headers) {
  setSecurityHeaders(response, headers);
  sendErrorPage(response, 417, {
    title: 'Attente non prise en charge',
    explanation: 'Seul l’en-tête « Expect: 100-continue » est compris par ce serveur.',
  });
}

/** @type {Readonly<Record<string, number>>} */
const CLIENT_ERROR_STATUS = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * What Node.js answers to a request it cannot parse (its 'clientError' event), with the
 * security headers it would leave out. As Node.js does, nothing is written when a
 * response on that connection has already started: it would be cut into.
 * @param {NodeJS.ErrnoException} error
 * @param {import('node:stream').Duplex} socket
 * @param {HeaderList} headers
 * @param {boolean} responding whether a response on this connection has sent its head
 */
export function answerClientError(error, socket, headers, responding) {
  if (error.code === 'ECONNRESET' || !socket.writable || responding) {
    socket.destroy();
    return;
  }
  const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
  const lines = headers.map(({ key, value }) => `${key}: ${value}\r\n`).join('');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n${lines}\r\n`);
}
