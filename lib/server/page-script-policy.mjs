// @ts-check
// Each HTML page gets a Content-Security-Policy allowing its own inline scripts by hash, and
// nothing else inline. Next.js has no documented way to do it for static and regenerated
// pages (its guide's nonces need a render per request; its `experimental.sri` covers script
// files only), so the server does it on the response, with Node.js's public response API:
// - the first time a version of a page is sent (a new ETag: a new build or a regeneration),
//   its body is held until it ends, its inline scripts hashed (lib/server/inline-scripts.mjs)
//   and the policy kept under that ETag;
// - every later response of that version gets the kept policy before its first byte and
//   streams as before: no page is read, hashed or held twice.
// Next.js's compression stays where it is: the held body is decoded to be read, and sent as
// it came. Two of the framework's own headers, which tell nothing, leave HTML pages here
// (FRAMEWORK_PAGE_HEADERS; data requests, which the client router reads, keep them).
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { CSP_HEADER, withScriptHashes } from '../security-headers.mjs';
import { withoutQuery } from './log-address.mjs';
import { inlineScriptHashes } from './inline-scripts.mjs';

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */

/**
 * Next.js's headers on its pages that tell nobody anything: the prerender flag (sent twice) and
 * the client router's stale time, which the router reads on its data requests only. No
 * documented setting removes them. `x-nextjs-cache` stays: it is how an operator, and the
 * regeneration test (UPGRADING.md S15), tell a page served stale from a regenerated one.
 */
const FRAMEWORK_PAGE_HEADERS = ['x-nextjs-prerender', 'x-nextjs-stale-time'];

/**
 * Page versions kept: 38 pages and the 404 today, each new version replacing one after a
 * regeneration or a build. Beyond, the oldest is forgotten and hashed again if asked for.
 */
const KEPT_VERSIONS = 256;

/** @type {Readonly<Record<string, (body: Buffer) => Buffer>>} */
const DECODERS = { gzip: gunzipSync, 'x-gzip': gunzipSync, br: brotliDecompressSync, deflate: inflateSync };

/**
 * The page's text, decoded from the encoding Next.js compressed it with.
 * @param {Buffer} body
 * @param {string} encoding the Content-Encoding header, '' for none
 */
function decoded(body, encoding) {
  if (encoding === '' || encoding === 'identity') return body.toString('utf8');
  const decode = DECODERS[encoding];
  if (!decode) throw new Error(`encodage ${encoding} inconnu`);
  return decode(body).toString('utf8');
}

/**
 * A written chunk as bytes, copied: the writer may reuse its buffer once write() returns.
 * @param {string | Uint8Array} chunk
 * @param {unknown} encoding
 */
const bytes = (chunk, encoding) =>
  typeof chunk === 'string'
    ? Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8')
    : Buffer.from(chunk);

/** @param {unknown} value */
const headerText = (value) => (Array.isArray(value) ? value.join(', ') : value === undefined ? '' : String(value));

/**
 * Headers handed to writeHead, moved onto the response so that they can be read and changed
 * before the head is really written: an object, or Node.js's flat [name, value, …] list, or
 * a list of pairs.
 * @param {Response} response
 * @param {unknown} headers
 */
function adoptHeaders(response, headers) {
  if (Array.isArray(headers)) {
    const pairs = Array.isArray(headers[0])
      ? headers
      : headers.flatMap((_, index) => (index % 2 === 0 ? [[headers[index], headers[index + 1]]] : []));
    for (const [name, value] of pairs) response.setHeader(String(name), value);
  } else if (headers && typeof headers === 'object') {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value);
  }
}

/**
 * @param {{ log?: (message: string, error: unknown) => void, keep?: number }} [options]
 */
export function pageScriptPolicies({ log = console.error, keep = KEPT_VERSIONS } = {}) {
  /** Policy per ETag, oldest first. @type {Map<string, string>} */
  const kept = new Map();
  /** @param {string} etag @param {string} policy */
  const remember = (etag, policy) => {
    kept.delete(etag);
    kept.set(etag, policy);
    if (kept.size > keep) kept.delete(/** @type {string} */ (kept.keys().next().value));
  };

  /**
   * Watches one response before Next.js writes it. The patched methods stay in place for the
   * whole response: Next.js's compression wraps them in turn and calls them.
   * @param {Request} request
   * @param {Response} response
   */
  function watch(request, response) {
    // Node.js's overloads, loosened once: these stand-ins take every form the originals take.
    /** @typedef {(this: Response, status: number, reason?: unknown, headers?: unknown) => Response} WriteHead */
    /** @typedef {(this: Response, chunk?: unknown, encoding?: unknown, callback?: unknown) => boolean} Write */
    /** @typedef {(this: Response, chunk?: unknown, encoding?: unknown, callback?: unknown) => Response} End */
    const original = {
      writeHead: /** @type {WriteHead} */ (response.writeHead),
      write: /** @type {Write} */ (response.write),
      end: /** @type {End} */ (response.end),
      flushHeaders: response.flushHeaders,
    };
    /** @type {'undecided' | 'passing' | 'holding'} */
    let state = 'undecided';
    /** @type {Buffer[]} */
    const held = [];
    let etag = '';

    /**
     * Decides, with the whole head known, whether this response is held.
     * @returns {'passing' | 'holding'}
     */
    const decide = () => {
      state = 'passing';
      etag = headerText(response.getHeader('etag'));
      const policy = etag === '' ? undefined : kept.get(etag);
      // A 304 has no Content-Type, and its headers replace those the browser stored with the
      // page: it gets the kept policy, or none, so that the stored one stays.
      if (response.statusCode === 304) {
        if (policy === undefined) response.removeHeader(CSP_HEADER);
        else response.setHeader(CSP_HEADER, policy);
        return state;
      }
      if (!headerText(response.getHeader('content-type')).toLowerCase().startsWith('text/html')) return state;
      for (const name of FRAMEWORK_PAGE_HEADERS) response.removeHeader(name);
      if (policy !== undefined) response.setHeader(CSP_HEADER, policy);
      // A HEAD has no body to read; its policy allows no inline script, and runs none.
      else if (request.method !== 'HEAD' && response.hasHeader(CSP_HEADER)) state = 'holding';
      return state;
    };

    /** Sends what was held, under the policy its scripts need. @param {() => void} [done] */
    const release = (done) => {
      const body = Buffer.concat(held);
      const base = headerText(response.getHeader(CSP_HEADER));
      try {
        const policy = withScriptHashes(base, inlineScriptHashes(decoded(body, headerText(response.getHeader('content-encoding')))));
        // Only a page's own version: a 404 is rendered for each address, so its policy would only push pages out.
        if (etag !== '' && response.statusCode === 200) remember(etag, policy);
        response.setHeader(CSP_HEADER, policy);
      } catch (error) {
        // The page is still sent, readable, with the base policy: its scripts do not run.
        log(`Empreintes des scripts de ${withoutQuery(request.url ?? '')} non calculées`, error);
      }
      state = 'passing';
      original.writeHead.call(response, response.statusCode, response.statusMessage);
      original.end.call(response, body, done);
    };

    /** @type {WriteHead} */
    function writeHead(status, reason, headers) {
      if (state === 'passing') return original.writeHead.call(this, status, reason, headers);
      const message = typeof reason === 'string' ? reason : undefined;
      adoptHeaders(this, message === undefined ? reason : headers);
      this.statusCode = status;
      if (message !== undefined) this.statusMessage = message;
      // A head written again while held (an error answer replacing the page) replaces the first.
      if (state === 'holding') return this;
      return decide() === 'holding' ? this : original.writeHead.call(this, this.statusCode, this.statusMessage);
    }
    response.writeHead = /** @type {Response['writeHead']} */ (writeHead);

    /** Through `response.writeHead`, whatever wraps it now (Next.js's compression decides its encoding there). */
    const head = () => {
      if (state === 'undecided') response.writeHead(response.statusCode);
    };

    response.flushHeaders = function flushHeaders() {
      head();
      if (state === 'passing') original.flushHeaders.call(this);
    };

    /** @type {Write} */
    function write(chunk, encoding, callback) {
      head();
      if (state === 'passing') return original.write.call(this, chunk, encoding, callback);
      held.push(bytes(/** @type {string | Uint8Array} */ (chunk), encoding));
      const done = typeof encoding === 'function' ? encoding : callback;
      if (typeof done === 'function') process.nextTick(/** @type {() => void} */ (done));
      return true;
    }
    response.write = /** @type {Response['write']} */ (write);

    /** @type {End} */
    function end(chunk, encoding, callback) {
      const hasChunk = chunk !== undefined && chunk !== null && typeof chunk !== 'function';
      head();
      if (state === 'passing') return original.end.call(this, chunk, encoding, callback);
      if (hasChunk) held.push(bytes(/** @type {string | Uint8Array} */ (chunk), encoding));
      const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function');
      release(/** @type {(() => void) | undefined} */ (done));
      return this;
    }
    response.end = /** @type {Response['end']} */ (end);
  }

  return { watch, keptVersions: () => kept.size };
}
