import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { COMPARISON_FIELDS } from '../../components/mdx/comparison-fields';
import { FACETS } from '../offers/facets';
import { PLAN_CALENDAR_PATH, PLAN_PATH } from '../plan-paths.mjs';
import { MAX_QUERY_BYTES, MAX_QUERY_PARAMETERS, NOT_FOUND_PATH, answerClientError, guardRequest, isUnroutable } from './request-guard.mjs';

const HEADERS = [{ key: 'X-Frame-Options', value: 'DENY' }];

function exchange(method: string, url: string, headers: Record<string, string> = { host: 'site' }, httpVersion = '1.1') {
  const request = new IncomingMessage(new Socket());
  request.method = method;
  request.url = url;
  request.headers = headers;
  request.httpVersion = httpVersion;
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
      expect(body()).toContain('<h1>Méthode non autorisée</h1>');
    }
  });

  it('refuses a request target that is not a path (400, security headers), but answers OPTIONS *', () => {
    for (const [method, url] of [
      ['GET', 'http://evil.example/banque'],
      ['GET', '*'],
      ['HEAD', 'evil.example:443'],
      ['OPTIONS', 'http://evil.example/'],
    ] as const) {
      const { answered, response, body } = exchange(method, url);
      expect(answered, `${method} ${url}`).toBe(true);
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.getHeader('location')).toBeUndefined();
      expect(response.getHeader('cache-control')).toBe('no-store');
      expect(response.getHeader('x-frame-options')).toBe('DENY');
      expect(body()).toContain('<h1>Requête invalide</h1>');
    }
    expect(exchange('OPTIONS', '*').response.statusCode).toBe(204);
  });

  it('refuses a query beyond its bounds (414), and lets the site’s own longest one through with room', () => {
    const many = `/zz404?${Array.from({ length: MAX_QUERY_PARAMETERS + 1 }, () => 'a').join('&')}`;
    const long = `/?q=${'x'.repeat(MAX_QUERY_BYTES)}`;
    for (const url of [many, long, `/?${'a&'.repeat(8000)}`]) {
      const { answered, response, body } = exchange('GET', url);
      expect(answered).toBe(true);
      expect(response.statusCode).toBe(414);
      expect(response.getHeader('x-frame-options')).toBe('DENY');
      expect(body()).toContain('<h1>Adresse trop longue</h1>');
      expect(response.getHeader('content-type')).toBe('text/html; charset=utf-8');
    }
    // The comparison with every choice made, and the usual campaign parameters of a link from elsewhere.
    const own = `?${COMPARISON_FIELDS.group}=banque&${FACETS.map((facet) => `${COMPARISON_FIELDS.facet}=${facet}`).join('&')}&${COMPARISON_FIELDS.sort}=parrain`;
    const campaign = '&utm_source=lettre&utm_medium=email&utm_campaign=decembre-2026&utm_term=prime&utm_content=lien&gclid=abc&fbclid=def';
    const query = `${own}${campaign}`.slice(1);
    expect(query.split('&').length * 2).toBeLessThanOrEqual(MAX_QUERY_PARAMETERS);
    expect(Buffer.byteLength(query) * 4).toBeLessThanOrEqual(MAX_QUERY_BYTES);
    expect(exchange('GET', `/parrainage?${query}`).answered).toBe(false);
  });

  it('lets « Mon plan » bound its own fields, within the byte bound', () => {
    const fields = Array.from({ length: 300 }, (_, index) => `x${index}=1`).join('&');
    expect(fields.split('&').length).toBeGreaterThan(MAX_QUERY_PARAMETERS);
    expect(exchange('GET', `${PLAN_PATH}?${fields}`).answered).toBe(false);
    expect(exchange('GET', `${PLAN_CALENDAR_PATH}?${fields}`).answered).toBe(false);
    expect(exchange('GET', `/parrainage?${fields}`).response.statusCode).toBe(414);
    expect(exchange('GET', `${PLAN_PATH}?q=${'x'.repeat(MAX_QUERY_BYTES)}`).response.statusCode).toBe(414);
  });

  it('answers OPTIONS with 204 and what is allowed', () => {
    const { answered, response } = exchange('OPTIONS', '/');
    expect(answered).toBe(true);
    expect(response.statusCode).toBe(204);
    expect(response.getHeader('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('refuses an HTTP/1.1 request without Host itself (400, security headers), which Node.js would answer bare', () => {
    const { answered, response } = exchange('GET', '/', {});
    expect(answered).toBe(true);
    expect(response.statusCode).toBe(400);
    expect(response.getHeader('x-frame-options')).toBe('DENY');
    expect(exchange('GET', '/', {}, '1.0').answered, 'HTTP/1.0 needs no Host').toBe(false);
  });

  it('lets GET and HEAD through with the security headers set', () => {
    for (const method of ['GET', 'HEAD']) {
      const { answered, response } = exchange(method, '/icon.svg');
      expect(answered).toBe(false);
      expect(response.getHeader('x-frame-options')).toBe('DENY');
    }
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

  it('sends route files’ own segment names and escaped internal paths to the 404 page, which Next.js answered with 500', () => {
    for (const path of [
      '/%5B%5B...slug%5D%5D',
      '/icons/%5bfile%5d',
      '/og/%5B%2E%2E%2Eimage%5D',
      '/%5fnot-found',
      '/builds%2Flatest.json',
    ]) {
      expect(exchange('GET', `${path}?x=1`).request.url, path).toBe(`${NOT_FOUND_PATH}?x=1`);
    }
  });

  it('hands escaped unreserved characters over written plainly, keeping the query', () => {
    expect(exchange('GET', '/feed%2Exml?x=%2E').request.url).toBe('/feed.xml?x=%2E');
    expect(exchange('HEAD', '/%62anque').request.url).toBe('/banque');
  });
});

describe('answerClientError', () => {
  const written = (code: string, responding = false) => {
    const socket = new PassThrough();
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    answerClientError(Object.assign(new Error(code), { code }), socket, HEADERS, responding);
    return { text, destroyed: socket.destroyed };
  };

  it('answers as Node.js would (431, 413, 408, else 400), with the security headers', () => {
    expect(written('HPE_HEADER_OVERFLOW').text).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(written('HPE_CHUNK_EXTENSIONS_OVERFLOW').text).toMatch(/^HTTP\/1\.1 413 /);
    expect(written('ERR_HTTP_REQUEST_TIMEOUT').text).toMatch(/^HTTP\/1\.1 408 /);
    const bad = written('HPE_INVALID_METHOD').text;
    expect(bad).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(bad).toContain('X-Frame-Options: DENY\r\n');
  });

  it('writes nothing into a response that has started, and closes the connection', () => {
    expect(written('HPE_INVALID_METHOD', true)).toEqual({ text: '', destroyed: true });
  });
});
