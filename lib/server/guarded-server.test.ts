import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { guardedServer } from './guarded-server.mjs';

const HEADERS = [
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Content-Security-Policy', value: "default-src 'self'" },
];
const SECURITY =
  /X-Frame-Options: DENY\r\n[^]*Content-Security-Policy: default-src 'self'\r\n|Content-Security-Policy: default-src 'self'\r\n[^]*X-Frame-Options: DENY\r\n/i;

let server: Server | undefined;
const handled: string[] = [];
const reported: string[] = [];
afterEach(async () => {
  handled.length = 0;
  reported.length = 0;
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  server = undefined;
});

async function start(): Promise<number> {
  server = guardedServer(
    async (request, response) => {
      handled.push(`${request.method} ${request.url}`);
      if (request.url === '/boom') throw new Error('boom');
      if (request.url === '/slow') {
        response.writeHead(200, { 'Content-Type': 'text/plain' });
        response.write('début ');
        await new Promise((done) => setTimeout(done, 150));
      }
      response.end('page');
    },
    { headers: HEADERS, findStaticFile: async () => undefined, log: () => {}, reportLog: (line) => reported.push(line) },
  );
  await new Promise((done) => server?.listen(0, '127.0.0.1', () => done(undefined)));
  return (server?.address() as AddressInfo).port;
}

/** Bytes written as they are, then everything the server sends until it closes (or 1 s). */
function raw(port: number, ...parts: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve(text));
    socket.setTimeout(1000, () => socket.destroy());
    parts.forEach((part, index) => setTimeout(() => socket.write(part), index * 50));
  });
}

describe('guardedServer', () => {
  it('hands GET to Next.js with the security headers already set', async () => {
    const answer = await raw(await start(), 'GET /banque HTTP/1.1\r\nHost: site\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer).toMatch(SECURITY);
    expect(handled).toEqual(['GET /banque']);
  });

  it('answers what Node.js would answer on its own (400, 417, 431) with the security headers, and never hands it on', async () => {
    const port = await start();
    const cases: [string, RegExp][] = [
      ['FOO / HTTP/1.1\r\nHost: site\r\n\r\n', /^HTTP\/1\.1 400 /],
      ['GET / HTTP/1.1\r\n\r\n', /^HTTP\/1\.1 400 /],
      ['GET / HTTP/1.1\r\nHost: site\r\nExpect: bientôt\r\nConnection: close\r\n\r\n', /^HTTP\/1\.1 417 /],
      [`GET / HTTP/1.1\r\nHost: site\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, /^HTTP\/1\.1 431 /],
      ['POST / HTTP/1.1\r\nHost: site\r\nContent-Length: 0\r\nConnection: close\r\n\r\n', /^HTTP\/1\.1 405 /],
    ];
    for (const [request, status] of cases) {
      const answer = await raw(port, request);
      expect(answer, request.slice(0, 40)).toMatch(status);
      expect(answer, request.slice(0, 40)).toMatch(SECURITY);
    }
    expect(handled).toEqual([]);
  });

  it('answers a failing handler with 500 and the security headers', async () => {
    const answer = await raw(await start(), 'GET /boom HTTP/1.1\r\nHost: site\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 500 /);
    expect(answer).toContain('<h1>Erreur du serveur</h1>');
    expect(answer).toMatch(SECURITY);
  });

  it('writes no error into a response that has started: a malformed request behind it closes the connection', async () => {
    const answer = await raw(await start(), 'GET /slow HTTP/1.1\r\nHost: site\r\n\r\n', 'FOO / HTTP/1.1\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n[^]*début /);
    expect(answer).not.toContain('400 Bad Request');
  });

  it('accepts a POST on /csp-report only: a report gets 204 and one log line, an oversized body 413, any other path still 405', async () => {
    const port = await start();
    const post = (path: string, type: string, body: string, length = Buffer.byteLength(body)) =>
      raw(
        port,
        `POST ${path} HTTP/1.1\r\nHost: site\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n${body}`,
      );
    const report = JSON.stringify({
      'csp-report': { 'document-uri': 'http://site/', 'effective-directive': 'img-src', 'blocked-uri': 'http://x/' },
    });

    const accepted = await post('/csp-report', 'application/csp-report', report);
    expect(accepted).toMatch(/^HTTP\/1\.1 204 /);
    expect(accepted).toMatch(SECURITY);
    expect(reported).toEqual(['Violation CSP : img-src a bloqué http://x/ sur http://site/']);

    const big = 'x'.repeat(20 * 1024);
    expect(await post('/csp-report', 'application/csp-report', big)).toMatch(/^HTTP\/1\.1 413 /);
    // Without a length the body is counted as it comes: still cut off at the limit.
    const chunked = await raw(
      port,
      `POST /csp-report HTTP/1.1\r\nHost: site\r\nContent-Type: application/csp-report\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`,
      `${big.length.toString(16)}\r\n${big}\r\n0\r\n\r\n`,
    );
    expect(chunked).toMatch(/^HTTP\/1\.1 413 /);
    expect(await post('/csp-report', 'text/plain', report)).toMatch(/^HTTP\/1\.1 415 /);
    expect(await post('/csp-report', 'application/csp-report', '{"pas":"un rapport"}')).toMatch(/^HTTP\/1\.1 400 /);
    const get = await raw(port, 'GET /csp-report HTTP/1.1\r\nHost: site\r\nConnection: close\r\n\r\n');
    expect(get).toMatch(/^HTTP\/1\.1 405 [^]*Allow: POST\r\n/i);
    for (const path of ['/', '/csp-report/x', '/csp-reports', '/banque?csp-report']) {
      expect(await post(path, 'application/csp-report', report), path).toMatch(/^HTTP\/1\.1 405 /);
    }
    expect(reported).toHaveLength(1);
    expect(handled).toEqual([]);
  });
});
