import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from '../proxy';

const ORIGIN = 'http://127.0.0.1:3000';
const run = (path: string) => proxy(new NextRequest(`${ORIGIN}${path}`));
/** The path (and query) of an address the proxy answered with: NextRequest names the host `localhost` itself. */
const pathOf = (url: string | null) => (url === null ? null : `${new URL(url).pathname}${new URL(url).search}`);
/** Where Next.js renders a proxy rewrite from (its internal header). */
const rewrittenTo = (response: Response) => pathOf(response.headers.get('x-middleware-rewrite'));

describe('proxy: the protections it gives hosts other than server.mjs', () => {
  it('sends a route file’s own segment name and escaped internal paths to the French 404 (Next.js answered 500)', () => {
    for (const path of [
      '/%5B%5B...slug%5D%5D',
      '/%5b%5b...slug%5d%5d',
      '/icons/%5Bfile%5D',
      '/og/%5B...image%5D',
      '/%5fnot-found',
      '/%E0%A4%A',
    ]) {
      const response = run(path);
      expect(response.status, path).toBe(404);
      expect(rewrittenTo(response), path).toBe('/_adresse-invalide');
    }
  });

  it('redirects escaped letters, digits and -._~ to the plain spelling, query kept, never off the host', () => {
    const feed = run('/feed%2Exml?x=1');
    expect([feed.status, pathOf(feed.headers.get('location'))]).toEqual([308, '/feed.xml?x=1']);
    expect(pathOf(run('/%62anque').headers.get('location'))).toBe('/banque');
    // Normalised, "//%65vil.example" would read as another host if parsed as an address.
    const far = run('/%2F%65vil.example');
    expect(far.status).toBe(404);
    const near = new URL(run('//%65vil.example/x').headers.get('location') ?? '');
    expect([near.host, near.pathname]).toEqual(['localhost:3000', '//evil.example/x']);
  });

  it('lets ordinary addresses through', () => {
    for (const path of ['/', '/banque/fortuneo', '/feed.xml', '/_next/static/chunks/a.js', '/_adresse-invalide']) {
      const response = run(path);
      expect(response.headers.get('x-middleware-next'), path).toBe('1');
    }
  });
});
