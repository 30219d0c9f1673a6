import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PATH, answerClientError, guardRequest, isUnroutable } from './request-guard';

const HEADERS = [{ key: 'X-Frame-Options', value: 'DENY' }];

function exchange(method: string, url: string, headers: Record<string, string> = {}) {
  const request = new IncomingMessage(new Socket());
  request.method = method;
  request.url = url;
  request.headers = headers;
  const response = new ServerResponse(request);
  let body = '';
  response.end = ((chunk?: unknown) => {
    if (typeof chunk === 'string') body += chunk;
    return response;
  }) as ServerResponse['end'];
  const answered = guardRequest(request, response, HEADERS);
  return { answered, request, response, body: () => body };
}

describe('guardRequest', () => {
  it('answers every method but GET, HEAD and OPTIONS with 405 and Allow: GET, HEAD, in French', () => {
    for (const method of ['TRACE', 'POST', 'PUT', 'DELETE', 'PATCH', 'PROPFIND']) {
      const { answered, response, body } = exchange(method, '/_next/static/chunks/a.js');
      expect(answered, method).toBe(true);
      expect(response.statusCode).toBe(405);
      expect(response.getHeader('allow')).toBe('GET, HEAD');
      expect(response.getHeader('x-frame-options')).toBe('DENY');
      expect(body()).toMatch(/^Méthode non autorisée/);
    }
  });

  it('answers OPTIONS with 204 and what is allowed', () => {
    const { answered, response } = exchange('OPTIONS', '/');
    expect(answered).toBe(true);
    expect(response.statusCode).toBe(204);
    expect(response.getHeader('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('lets GET and HEAD through with the security headers set and any Range dropped', () => {
    const { answered, request, response } = exchange('GET', '/icon.svg', { range: 'bytes=5-2' });
    expect(answered).toBe(false);
    expect(request.headers.range).toBeUndefined();
    expect(response.getHeader('x-frame-options')).toBe('DENY');
  });

  it('sends internal, undecodable and control-character paths to the 404 page, keeping the query', () => {
    for (const path of ['/_global-error', '/_not-found', '/_foo', '/a%0ab', '/%E0%A4%A', '/banque%00']) {
      expect(exchange('GET', `${path}?x=1`).request.url, path).toBe(`${NOT_FOUND_PATH}?x=1`);
    }
    for (const path of ['/', '/banque/fortuneo', '/_next/static/chunks/a.js', '/%C3%BC']) {
      expect(exchange('GET', path).request.url).toBe(path);
      expect(isUnroutable(path)).toBe(false);
    }
  });
});

describe('answerClientError', () => {
  it('answers an oversized header block with 431 and the security headers', () => {
    const socket = new PassThrough();
    let written = '';
    socket.on('data', (chunk: Buffer) => (written += chunk.toString()));
    answerClientError(Object.assign(new Error('overflow'), { code: 'HPE_HEADER_OVERFLOW' }), socket, HEADERS);
    expect(written).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(written).toContain('X-Frame-Options: DENY\r\n');
  });
});
