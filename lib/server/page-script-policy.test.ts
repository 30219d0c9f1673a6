import { createHash } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { pageScriptPolicies } from './page-script-policy.mjs';

const BASE = "default-src 'self'; script-src 'self'; object-src 'none'";
const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const page = (script: string) => `<!DOCTYPE html><html><head><script>${script}</script></head><body><p>Prime</p></body></html>`;

type Answer = (response: ServerResponse, url: string) => void | Promise<void>;
let server: Server | undefined;
afterEach(async () => {
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  server = undefined;
});

/** A server shaped like the site's: security headers first, the policy watch, then the "framework" (answer). */
async function serve(answer: Answer, options: { keep?: number } = {}) {
  const logged: string[] = [];
  const policies = pageScriptPolicies({ log: (message) => logged.push(message), ...options });
  server = createServer(async (request, response) => {
    response.setHeader('Content-Security-Policy', BASE);
    policies.watch(request, response);
    await answer(response, request.url ?? '/');
  });
  await new Promise((done) => server?.listen(0, '127.0.0.1', () => done(undefined)));
  const port = (server?.address() as AddressInfo).port;
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const sent = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      });
      sent.on('error', reject);
      sent.end();
    });
  return { get, policies, logged };
}

/** Next.js's way of sending a prerendered page: headers set one by one, then one end(). */
const prerendered =
  (html: () => string, etag: () => string): Answer =>
  (response) => {
    response.statusCode = 200;
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('ETag', etag());
    response.setHeader('x-nextjs-cache', 'HIT');
    response.setHeader('x-nextjs-prerender', '1');
    response.setHeader('x-nextjs-stale-time', '300');
    response.end(html());
  };

describe('pageScriptPolicies', () => {
  it('allows a page’s inline scripts by hash, keeps that policy for its version and sends the page unchanged', async () => {
    const html = page('document.documentElement.dataset.theme = "sombre"');
    const { get, policies } = await serve(
      prerendered(
        () => html,
        () => '"v1"',
      ),
    );
    const first = await get('/');
    expect(first.headers['content-security-policy']).toBe(
      `default-src 'self'; script-src 'self' ${sha('document.documentElement.dataset.theme = "sombre"')}; object-src 'none'`,
    );
    expect(first.body.toString()).toBe(html);
    const second = await get('/');
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(policies.keptVersions()).toBe(1);
  });

  it('follows a new version of the page (a regeneration changing an amount) with that version’s hashes', async () => {
    let amount = 80;
    const { get, policies } = await serve(
      prerendered(
        () => page(`self.__next_f.push([1,"${amount} €"])`),
        () => `"v${amount}"`,
      ),
    );
    expect((await get('/')).headers['content-security-policy']).toContain(sha('self.__next_f.push([1,"80 €"])'));
    amount = 100;
    const after = (await get('/')).headers['content-security-policy'];
    expect(after).toContain(sha('self.__next_f.push([1,"100 €"])'));
    expect(after).not.toContain(sha('self.__next_f.push([1,"80 €"])'));
    expect(policies.keptVersions()).toBe(2);
  });

  it('reads a compressed page streamed in chunks after flushHeaders, as Next.js streams, and sends the same bytes', async () => {
    const html = page('boot()');
    const compressed = gzipSync(html);
    const { get } = await serve(async (response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader('Content-Encoding', 'gzip');
      response.setHeader('ETag', '"z"');
      response.flushHeaders();
      response.write(compressed.subarray(0, 10));
      await new Promise((done) => setTimeout(done, 5));
      response.write(compressed.subarray(10));
      response.end();
    });
    const answer = await get('/', { 'Accept-Encoding': 'gzip' });
    expect(answer.headers['content-security-policy']).toContain(sha('boot()'));
    expect(gunzipSync(answer.body).toString()).toBe(html);
  });

  it('takes the head from writeHead too, and lets a later writeHead (an error answer) replace it', async () => {
    const { get, policies } = await serve((response, url) => {
      if (url === '/erreur') {
        response.writeHead(200, { 'Content-Type': 'text/html' });
        response.write(page('a()'));
        response.writeHead(500, 'Erreur', { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end();
        return;
      }
      response.writeHead(404, ['Content-Type', 'text/html; charset=utf-8', 'ETag', '"404"']);
      response.end(page('introuvable()'));
    });
    const missing = await get('/rien');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-security-policy']).toContain(sha('introuvable()'));
    // Rendered again for each address: a 404's policy is not kept, it would only push pages out.
    expect(policies.keptVersions()).toBe(0);
    const failed = await get('/erreur');
    expect(failed.status).toBe(500);
    expect(failed.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('answers a 304 with the kept policy, or with none when it knows no policy for that version', async () => {
    const { get } = await serve((response, url) => {
      response.setHeader('ETag', url.startsWith('/connue') ? '"connue"' : '"inconnue"');
      // As Next.js answers a 304: no Content-Type.
      if (url.endsWith('?304')) {
        response.statusCode = 304;
        response.end();
      } else {
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.end(page('x()'));
      }
    });
    await get('/connue');
    expect((await get('/connue?304')).headers['content-security-policy']).toContain(sha('x()'));
    expect((await get('/inconnue?304')).headers['content-security-policy']).toBeUndefined();
  });

  it('leaves what is not HTML as it was, framework headers included, and HEAD with the base policy', async () => {
    const { get } = await serve((response, url) => {
      response.setHeader('Content-Type', url === '/data' ? 'text/x-component' : 'text/html; charset=utf-8');
      response.setHeader('x-nextjs-stale-time', '300');
      response.end(page('y()'));
    });
    const data = await get('/data');
    expect(data.headers['content-security-policy']).toBe(BASE);
    expect(data.headers['x-nextjs-stale-time']).toBe('300');
    const head = await get('/', {}, 'HEAD');
    expect(head.headers['content-security-policy']).toBe(BASE);
    expect(head.headers['x-nextjs-stale-time']).toBeUndefined();
  });

  it('removes the framework’s headers that tell nothing from pages, and keeps its cache state', async () => {
    const { get } = await serve(
      prerendered(
        () => page('z()'),
        () => '"h"',
      ),
    );
    const { headers } = await get('/');
    for (const name of ['x-nextjs-prerender', 'x-nextjs-stale-time']) expect(headers[name], name).toBeUndefined();
    expect(headers['x-nextjs-cache']).toBe('HIT');
  });

  it('still sends a page it cannot read, with the base policy, and says why in the log', async () => {
    const { get, logged } = await serve((response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader('Content-Encoding', 'gzip');
      response.end('pas du gzip');
    });
    const answer = await get('/page');
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe('pas du gzip');
    expect(answer.headers['content-security-policy']).toBe(BASE);
    expect(logged).toEqual(['Empreintes des scripts de /page non calculées']);
  });

  it('keeps a bounded number of versions, forgetting the oldest', async () => {
    const { get, policies } = await serve(
      (response, url) =>
        prerendered(
          () => page(url),
          () => `"${url}"`,
        )(response, url),
      { keep: 3 },
    );
    for (const path of ['/a', '/b', '/c', '/d', '/e']) await get(path);
    expect(policies.keptVersions()).toBe(3);
  });
});
