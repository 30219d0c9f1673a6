import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findStaticFile, settleStaticFileRequest } from '@/lib/server/static-file-request.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const roots = { publicDir: join(ROOT, 'public'), staticDir: join(ROOT, 'lib') };
const ICON = statSync(join(ROOT, 'public/icon.svg'));
const HEADERS = [{ key: 'X-Frame-Options', value: 'DENY' }];

describe('findStaticFile', () => {
  it('finds public/ files and /_next/static/ files (here rooted in lib/ for the test)', async () => {
    expect(await findStaticFile('/icon.svg?v=1', roots)).toEqual({ size: ICON.size, mtimeMs: ICON.mtimeMs });
    expect((await findStaticFile('/_next/static/server/byte-range.mjs', roots))?.size).toBeGreaterThan(0);
  });

  it('finds nothing outside its folders, for folders, missing files or undecodable paths', async () => {
    for (const url of ['/../package.json', '/%2e%2e/package.json', '/_next/static/../package.json', '/', '/absent.svg', '/%E0%A4%A']) {
      expect(await findStaticFile(url, roots), url).toBeUndefined();
    }
  });
});

/*
 * The step in front of Next.js's own file server (its vendored `send`, as
 * router-server.js calls it through serveStatic): what it lets through, send must answer
 * with 206 or the whole file, never with an error status (which Next.js turns into 500).
 */
type ServeStatic = (
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  options: { root: string; etag: boolean },
) => Promise<void>;
const { serveStatic } = createRequire(import.meta.url)('next/dist/server/serve-static.js') as { serveStatic: ServeStatic };

function fileServer(settle: boolean): Server {
  return createServer(async (request, response) => {
    if (settle && (await settleStaticFileRequest(request, response, HEADERS, (url) => findStaticFile(url, roots)))) return;
    serveStatic(request, response, 'icon.svg', { root: roots.publicDir, etag: true }).catch((error: { statusCode?: number }) => {
      response.writeHead(599, { 'x-send-error': String(error.statusCode) });
      response.end();
    });
  });
}

let guarded: Server;
let bare: Server;
const origin = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
beforeAll(async () => {
  guarded = fileServer(true);
  bare = fileServer(false);
  await Promise.all([guarded, bare].map((server) => new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)))));
});
afterAll(async () => {
  await Promise.all([guarded, bare].map((server) => new Promise((done) => server.close(done))));
});

async function get(server: Server, headers: Record<string, string>) {
  const response = await fetch(`${origin(server)}/icon.svg`, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, length: body.length };
}

describe('settleStaticFileRequest in front of Next.js’s file server', () => {
  it('a single range is honoured: 206 with exactly those bytes and Content-Range', async () => {
    for (const [range, start, end] of [
      ['bytes=0-9', 0, 9],
      ['Bytes=0-9', 0, 9],
      ['bytes=-10', ICON.size - 10, ICON.size - 1],
      [`bytes=5-${ICON.size * 2}`, 5, ICON.size - 1],
    ] as const) {
      const answer = await get(guarded, { range });
      expect(answer.status, range).toBe(206);
      expect(answer.length, range).toBe(end - start + 1);
      expect(answer.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/${ICON.size}`);
    }
  });

  it('any other byte range is refused with 416, the file’s length and the security headers, never sent whole', async () => {
    for (const range of ['bytes=999999999-', 'bytes=5-2', 'bytes=abc', 'bytes=-0', 'bytes=0-1,5-6', `bytes=${'1'.repeat(400)}-`]) {
      const answer = await get(guarded, { range });
      expect(answer.status, range).toBe(416);
      expect(answer.headers.get('content-range'), range).toBe(`bytes */${ICON.size}`);
      expect(answer.headers.get('x-frame-options'), range).toBe('DENY');
    }
  });

  it('another unit is ignored (the whole file), as HTTP requires', async () => {
    const answer = await get(guarded, { range: 'items=0-1' });
    expect([answer.status, answer.length, answer.headers.get('content-range')]).toEqual([200, ICON.size, null]);
  });

  it('with If-Range, a stale validator gets the whole file; a current one, the range', async () => {
    const etag = (await get(guarded, {})).headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\//);
    expect((await get(guarded, { range: 'bytes=999999999-', 'if-range': '"ancien"' })).status).toBe(200);
    expect((await get(guarded, { range: 'bytes=0-9', 'if-range': '"ancien"' })).status).toBe(200);
    expect((await get(guarded, { range: 'bytes=0-9', 'if-range': etag })).status).toBe(206);
  });

  it('preconditions: If-Match holds only for *, If-Unmodified-Since against the file’s date; 412 otherwise', async () => {
    const etag = (await get(guarded, {})).headers.get('etag') ?? '';
    expect((await get(guarded, { 'if-match': '*' })).status).toBe(200);
    expect((await get(guarded, { 'if-match': etag })).status, 'weak ETags never match strongly').toBe(412);
    expect((await get(guarded, { 'if-match': '"autre"' })).status).toBe(412);
    expect((await get(guarded, { 'if-unmodified-since': new Date(0).toUTCString() })).status).toBe(412);
    expect((await get(guarded, { 'if-unmodified-since': new Date(Date.now() + 86_400_000).toUTCString() })).status).toBe(200);
    expect((await get(guarded, { 'if-unmodified-since': 'hier' })).status).toBe(200);
  });

  it('without it, Next.js’s file server ends these requests in an error status (which Next.js answers with 500)', async () => {
    expect((await get(bare, { range: 'bytes=999999999-' })).headers.get('x-send-error')).toBe('416');
    expect((await get(bare, { 'if-match': '"autre"' })).headers.get('x-send-error')).toBe('412');
    // …and sends several ranges as the whole file, what the 416 above replaces.
    expect((await get(bare, { range: 'bytes=0-1,5-6' })).status).toBe(200);
  });
});
