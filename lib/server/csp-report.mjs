// @ts-check
// The one address the site accepts a POST on: browsers' Content-Security-Policy violation
// reports (lib/security-headers.mjs sends them here). Each report becomes one log line;
// nothing is stored. Bounded: the body (MAX_REPORT_BYTES), each field, and the lines per
// minute, since anyone can post here and browser extensions alone cause reports.
import { withoutQuery } from './log-address.mjs';

/** What the reports' answer says in every case: nothing to keep, nothing to show. */
const NO_STORE = { 'Cache-Control': 'no-store' };
/** A Reporting API batch holds a few reports of about 1 kB; more is not a browser's. */
const MAX_REPORT_BYTES = 16 * 1024;
/**
 * Log lines per minute, per client address: one client posting many reports (or one report of
 * many violations) spends its own budget, not everyone's. The reports beyond are counted, then
 * named in one line.
 */
export const REPORT_LINES_PER_MINUTE = 30;
/** Client addresses remembered at once; past this, the oldest minutes are forgotten (a flood of addresses cannot grow memory). */
const CLIENTS_REMEMBERED = 10_000;
const FIELD_LENGTH = 200;

/** @typedef {{ directive: string, blocked: string, document: string, source: string, disposition: string }} Violation */

/**
 * One field of a report as a log can take it: a string, control characters (a forged
 * line break) replaced, bidirectional controls (which make a log line read otherwise than
 * it is written) removed, cut to FIELD_LENGTH.
 * @param {unknown} value
 */
function field(value) {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const text = String(value)
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
    .replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
  return text.length > FIELD_LENGTH ? `${text.slice(0, FIELD_LENGTH)}…` : text;
}

/**
 * The violations in a report body: the Reporting API's (`report-to`,
 * `application/reports+json`: an array of `{ type: 'csp-violation', body }`) or the older
 * `report-uri` one (`application/csp-report`: `{ 'csp-report': {…} }`). Undefined when
 * the body is neither.
 * @param {string} contentType
 * @param {string} text
 * @returns {Violation[] | undefined}
 */
export function violationsIn(contentType, text) {
  /** @type {unknown} */
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  const type = contentType.split(';', 1)[0]?.trim().toLowerCase();
  if (type === 'application/reports+json' && Array.isArray(data)) {
    return data
      .filter((report) => report?.type === 'csp-violation' && typeof report.body === 'object' && report.body !== null)
      .map(({ body }) => ({
        directive: field(body.effectiveDirective),
        blocked: field(body.blockedURL),
        document: field(body.documentURL),
        source: body.sourceFile ? `${field(body.sourceFile)}:${field(body.lineNumber)}` : '',
        disposition: field(body.disposition),
      }));
  }
  if ((type === 'application/csp-report' || type === 'application/json') && typeof data === 'object' && data !== null) {
    const report = /** @type {Record<string, unknown>} */ (data)['csp-report'];
    if (typeof report !== 'object' || report === null) return undefined;
    const body = /** @type {Record<string, unknown>} */ (report);
    return [
      {
        directive: field(body['effective-directive'] ?? body['violated-directive']),
        blocked: field(body['blocked-uri']),
        document: field(body['document-uri']),
        source: body['source-file'] ? `${field(body['source-file'])}:${field(body['line-number'])}` : '',
        disposition: field(body.disposition),
      },
    ];
  }
  return undefined;
}

/** @param {Violation} violation */
export const violationLine = ({ directive, blocked, document, source, disposition }) =>
  `Violation CSP${disposition === 'report' ? ' (rapport seul)' : ''} : ${directive || '?'} a bloqué ${withoutQuery(blocked) || '?'} sur ${withoutQuery(document) || '?'}${source ? ` (${withoutQuery(source)})` : ''}`;

/**
 * Lets REPORT_LINES_PER_MINUTE lines through per minute and per client address; a client's
 * first line of its next minute says how many of its lines were left out.
 * @param {(line: string) => void} log
 * @param {() => number} now
 * @returns {(line: string, client: string) => void}
 */
export function rateLimitedLog(log, now) {
  /** @type {Map<string, { windowStart: number, written: number, dropped: number }>} */
  const clients = new Map();
  return (line, client) => {
    let state = clients.get(client);
    if (!state || now() - state.windowStart >= 60_000) {
      if (state && state.dropped > 0) {
        log(
          `Violation CSP : ${state.dropped} rapport(s) de ${field(client)} non journalisé(s) (plus de ${REPORT_LINES_PER_MINUTE} par minute)`,
        );
      }
      clients.delete(client);
      // Oldest first in a Map: forgetting them keeps memory bounded whatever the number of addresses.
      for (const oldest of clients.keys()) {
        if (clients.size < CLIENTS_REMEMBERED) break;
        clients.delete(oldest);
      }
      state = { windowStart: now(), written: 0, dropped: 0 };
      clients.set(client, state);
    }
    if (state.written < REPORT_LINES_PER_MINUTE) {
      state.written++;
      log(line);
    } else state.dropped++;
  };
}

/**
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {Record<string, string>} [fields]
 */
function answer(response, status, fields = {}) {
  response.writeHead(status, { ...NO_STORE, ...fields });
  response.end();
}

/**
 * The handler of CSP_REPORT_PATH (lib/security-headers.mjs). POST only (405 otherwise,
 * OPTIONS 204); a body over MAX_REPORT_BYTES: 413, and the connection closed; a body that is not a report: 400 (415 for another media type); else 204 and
 * one line per violation.
 * @param {{ log?: (line: string) => void, now?: () => number }} [options]
 * @returns {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => void}
 */
export function cspReportReceiver({ log = console.warn, now = Date.now } = {}) {
  const write = rateLimitedLog(log, now);
  return (request, response) => {
    if (request.method === 'OPTIONS') return answer(response, 204, { Allow: 'POST, OPTIONS' });
    if (request.method !== 'POST') return answer(response, 405, { Allow: 'POST' });
    const contentType = request.headers['content-type'] ?? '';
    if (!/^application\/(reports\+json|csp-report|json)\s*(;|$)/i.test(contentType)) return answer(response, 415);
    // The rest of the body is read and dropped (Node.js then closes the connection):
    // closing a socket with unread data resets it, and the client might not see the 413.
    const tooLong = () => {
      request.removeAllListeners('data');
      request.resume();
      answer(response, 413, { Connection: 'close' });
    };
    if (Number(request.headers['content-length'] ?? 0) > MAX_REPORT_BYTES) return tooLong();
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    request.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > MAX_REPORT_BYTES) tooLong();
      else chunks.push(chunk);
    });
    request.on('end', () => {
      if (response.headersSent) return;
      const violations = violationsIn(contentType, Buffer.concat(chunks).toString('utf8'));
      if (!violations) return answer(response, 400);
      const client = request.socket.remoteAddress ?? '?';
      for (const violation of violations) write(violationLine(violation), client);
      answer(response, 204);
    });
    request.on('error', () => response.destroy());
  };
}
