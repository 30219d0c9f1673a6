// Serves the production site through a thin local proxy, either as it is or with
// every script removed from its HTML and its stylesheets written into it: the second
// is the limit a page can reach (same HTML, same server, same compression, no
// JavaScript, no request before the first paint). Both variants go through the same
// proxy so that the comparison measures the scripts and nothing else.
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

const STYLESHEET_LINK = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="([^"]+)"[^>]*>/gi;

/**
 * The HTML with each linked stylesheet written in its place as a `<style>`: the limit paints without
 * waiting for a second request, as a page whose stylesheet is inline does.
 * @param {string} html
 * @param {(href: string) => Promise<string>} stylesheet the text of a linked stylesheet
 */
export async function withInlineStylesheets(html, stylesheet) {
  const texts = new Map();
  for (const [, href = ''] of html.matchAll(STYLESHEET_LINK)) if (!texts.has(href)) texts.set(href, await stylesheet(href));
  return html.replace(STYLESHEET_LINK, (_link, href) => `<style data-href="${href}">${texts.get(href)}</style>`);
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg)/;

/**
 * @param {{ upstream: string, port: number, stripScripts: boolean }} options
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export function startPageProxy({ upstream, port, stripScripts }) {
  /** @type {Map<string, Promise<string>>} a build's stylesheets do not change while it is served */
  const stylesheets = new Map();
  const stylesheetOf = (/** @type {string} */ href) => {
    const url = new URL(href, upstream).href;
    if (!stylesheets.has(url))
      stylesheets.set(
        url,
        fetch(url).then((answer) => {
          if (!answer.ok) throw new Error(`${url}: HTTP ${answer.status}`);
          return answer.text();
        }),
      );
    return /** @type {Promise<string>} */ (stylesheets.get(url));
  };
  const server = createServer(async (request, response) => {
    try {
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => !['host', 'accept-encoding', 'connection'].includes(name)),
      );
      const answer = await fetch(`${upstream}${request.url}`, { method: request.method, headers, redirect: 'manual' });
      const type = answer.headers.get('content-type') ?? '';
      let body = Buffer.from(await answer.arrayBuffer());
      if (stripScripts && type.startsWith('text/html'))
        body = Buffer.from(await withInlineStylesheets(withoutScripts(body.toString('utf8')), stylesheetOf));
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
