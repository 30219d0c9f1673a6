// @ts-check
// The HTTP server the site runs in (server.mjs): every request meets the guard
// (lib/server/request-guard.mjs) and the static-file checks
// (lib/server/static-file-request.mjs) before Next.js's request handler, through
// Node.js's public server events only; what Next.js answers gets each page's script
// hashes in its policy (lib/server/page-script-policy.mjs).
import { createServer } from 'node:http';
import { cspReportReceiver } from './csp-report.mjs';
import { sendErrorPage } from './error-page.mjs';
import { withoutQuery } from './log-address.mjs';
import { pageScriptPolicies } from './page-script-policy.mjs';
import { answerClientError, guardRequest, refuseExpectation } from './request-guard.mjs';
import { settleStaticFileRequest } from './static-file-request.mjs';

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {(request: Request, response: Response) => Promise<unknown>} Handler */

/**
 * @param {Handler} handle Next.js's request handler (`app.getRequestHandler()`)
 * @param {{
 *   headers: import('./request-guard.mjs').HeaderList,
 *   findStaticFile: (url: string) => Promise<import('./static-file-request.mjs').StaticFile | undefined>,
 *   log?: (message: string, error: unknown) => void,
 *   reportLog?: (line: string) => void,
 * }} options
 */
export function guardedServer(handle, { headers, findStaticFile, log = console.error, reportLog = console.warn }) {
  /** Responses not finished yet, per connection: Node.js's 'clientError' must not write into one that has started. */
  /** @type {WeakMap<object, Set<Response>>} */
  const open = new WeakMap();
  /** @param {Request} request @param {Response} response */
  const track = (request, response) => {
    const responses = open.get(request.socket) ?? new Set();
    open.set(request.socket, responses.add(response));
    response.once('close', () => responses.delete(response));
  };

  const receiveReport = cspReportReceiver({ log: reportLog });
  const scriptPolicies = pageScriptPolicies({ log });
  // Node.js's own Host check answers 400 without the security headers: guardRequest does it instead.
  const server = createServer({ requireHostHeader: false }, async (request, response) => {
    track(request, response);
    try {
      if (guardRequest(request, response, headers, receiveReport)) return;
      if (await settleStaticFileRequest(request, response, headers, findStaticFile)) return;
      scriptPolicies.watch(request, response);
      await handle(request, response);
    } catch (error) {
      log(`Échec de la requête ${request.method} ${withoutQuery(request.url ?? '')}`, error);
      if (!response.headersSent) {
        sendErrorPage(response, 500, {
          title: 'Erreur du serveur',
          explanation: 'Cette page n’a pas pu être servie. Réessayez dans un instant.',
        });
      } else response.destroy();
    }
  });
  server.on('checkExpectation', (_request, response) => refuseExpectation(response, headers));
  server.on('clientError', (error, socket) => {
    const responding = [...(open.get(socket) ?? [])].some((response) => response.headersSent);
    answerClientError(error, socket, headers, responding);
  });
  return server;
}
