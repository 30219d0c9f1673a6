// Serves the production site through a thin local proxy, either as it is or with
// every script removed from its HTML: the second is the limit a page can reach
// (same HTML, same server, same compression, no JavaScript). Both variants go
// through the same proxy so that the comparison measures the scripts and nothing else.
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';

const SCRIPT = /<script\b([^>]*)>[\s\S]*?<\/script>/gi;
const SCRIPT_PRELOAD = /<link\b[^>]*\b(?:rel="modulepreload"|as="script")[^>]*>/gi;

/** The HTML without anything the browser would run: scripts (inline or not) and their preloads. JSON-LD is data and stays. */
export function withoutScripts(html) {
  return html
    .replace(SCRIPT, (element, attributes) => (/\btype="application\/ld\+json"/i.test(attributes) ? element : ''))
    .replace(SCRIPT_PRELOAD, '');
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg)/;

/**
 * @param {{ upstream: string, port: number, stripScripts: boolean }} options
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export function startPageProxy({ upstream, port, stripScripts }) {
  const server = createServer(async (request, response) => {
    try {
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => !['host', 'accept-encoding', 'connection'].includes(name)),
      );
      const answer = await fetch(`${upstream}${request.url}`, { method: request.method, headers, redirect: 'manual' });
      const type = answer.headers.get('content-type') ?? '';
      let body = Buffer.from(await answer.arrayBuffer());
      if (stripScripts && type.startsWith('text/html')) body = Buffer.from(withoutScripts(body.toString('utf8')));
      const out = Object.fromEntries(
        [...answer.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)),
      );
      // Compressed as `next start` compresses (gzip), in both variants alike.
      if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        body = gzipSync(body);
        out['content-encoding'] = 'gzip';
      }
      out['content-length'] = String(body.length);
      response.writeHead(answer.status, out);
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch (error) {
      response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(String(error));
    }
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({ origin: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) }),
    );
  });
}
