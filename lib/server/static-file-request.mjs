// @ts-check
// Range and precondition headers on the files Next.js serves as they are (public/ and
// /_next/static/). Its file server (`send`) answers them itself, but its error statuses
// (416 for a bad range, 412 for a failed precondition) end as 500s: Next.js then looks
// for a /416 or /412 error page, which an App Router build does not have. So the
// request is settled here first, and Next.js only ever gets a range it will honour.
import { stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { byteRange, canonicalRange } from './byte-range.mjs';
import { sendErrorPage } from './error-page.mjs';
import { setSecurityHeaders } from './request-guard.mjs';

/** @typedef {import('./request-guard.mjs').HeaderList} HeaderList */
/** @typedef {{ readonly publicDir: string, readonly staticDir: string }} StaticRoots */
/** @typedef {{ readonly size: number, readonly mtimeMs: number }} StaticFile */

/**
 * The file Next.js serves as is at `url`, if any: /_next/static/… from the build's
 * static folder, anything else from public/.
 * @param {string} url the request's URL (path and query)
 * @param {StaticRoots} roots
 * @returns {Promise<StaticFile | undefined>}
 */
export async function findStaticFile(url, { publicDir, staticDir }) {
  let path;
  try {
    path = decodeURIComponent(url.split('?', 1)[0] ?? '/');
  } catch {
    return undefined;
  }
  const [root, relative] = path.startsWith('/_next/static/') ? [staticDir, path.slice('/_next/static/'.length)] : [publicDir, path];
  const file = resolve(join(root, relative));
  if (!file.startsWith(resolve(root) + sep)) return undefined;
  try {
    const stats = await stat(file);
    return stats.isFile() ? { size: stats.size, mtimeMs: stats.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Settles Range, If-Match and If-Unmodified-Since on a GET or HEAD request, before
 * Next.js sees it. Returns true when it has answered (412 or 416).
 * - A single satisfiable byte range is handed on in canonical form: 206.
 * - Any other byte range (malformed, unsatisfiable, several): 416 with the file's length.
 *   With If-Range, the range is dropped instead: if the client's copy is stale it must
 *   get the whole file (RFC 9110 §13.1.5), and that cannot be known here.
 * - If-Match: the files' ETags are weak and If-Match compares strongly, so only `*` holds.
 * - If-Unmodified-Since: compared with the file's date, to the second.
 * On anything that is not such a file (a page, a route handler), these headers are
 * removed: Next.js answers those in full, as HTTP allows.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {HeaderList} headers
 * @param {(url: string) => Promise<StaticFile | undefined>} findFile
 * @returns {Promise<boolean>}
 */
export async function settleStaticFileRequest(request, response, headers, findFile) {
  const { range, 'if-match': ifMatch, 'if-unmodified-since': ifUnmodifiedSince, 'if-range': ifRange } = request.headers;
  if (range === undefined && ifMatch === undefined && ifUnmodifiedSince === undefined) return false;
  delete request.headers.range;
  delete request.headers['if-match'];
  delete request.headers['if-unmodified-since'];
  const file = await findFile(request.url ?? '/');
  if (!file) return false;
  setSecurityHeaders(response, headers);
  const lastModified = Math.floor(file.mtimeMs / 1000) * 1000;
  const unmodifiedSince = ifMatch === undefined && ifUnmodifiedSince !== undefined ? Date.parse(ifUnmodifiedSince) : NaN;
  if ((ifMatch !== undefined && ifMatch.trim() !== '*') || lastModified > unmodifiedSince) {
    sendErrorPage(response, 412, { title: 'Condition non remplie', explanation: 'Ce fichier a changé depuis la version que vous avez.' });
    return true;
  }
  if (range === undefined) return false;
  const wanted = byteRange(range, file.size);
  if (wanted.kind === 'range') request.headers.range = canonicalRange(wanted);
  if (wanted.kind !== 'refuse') return false;
  if (ifRange !== undefined) {
    delete request.headers['if-range'];
    return false;
  }
  sendErrorPage(
    response,
    416,
    {
      title: 'Plage invalide',
      explanation: `Ce fichier fait ${file.size}\u00a0octets\u00a0; une seule plage, comprise dans le fichier, est acceptée.`,
    },
    { 'Content-Range': `bytes */${file.size}`, 'Accept-Ranges': 'bytes' },
  );
  return true;
}
