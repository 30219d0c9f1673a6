import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PATH, normalisePath, routablePath } from './path-shape.mjs';

/** The shapes of the reliability issue, and what the fuzz test found answering 500 beside them. */
const ROUTE_FILE_NAMES = [
  '/%5B%5B...slug%5D%5D',
  '/%5b%5b...slug%5d%5d',
  '/%5B%5B%2E%2E%2Eslug%5D%5D',
  '/%5b%5b%2e..sl%75%67%5D%5d',
  '/icons/%5Bfile%5D',
  '/icons/%5b%66ile%5d',
  '/og/%5B...image%5D',
  '/og/%5b%2e%2e%2e%69%6d%61%67%65%5d',
  '/[[...slug]]',
  '/[[...slug]]/a',
  '/banque/%5Bx%5D',
];

describe('routablePath', () => {
  it('sends a route file’s own segment name, in any spelling, to the 404 page', () => {
    for (const path of ROUTE_FILE_NAMES) expect(routablePath(path), path).toBe(NOT_FOUND_PATH);
  });

  it('sends internal pages to the 404 page however they are escaped', () => {
    for (const path of ['/_not-found', '/%5fnot-found', '/%5F%67lobal-error', '/_global-error']) {
      expect(routablePath(path), path).toBe(NOT_FOUND_PATH);
    }
  });

  it('sends an escaped slash, control characters and malformed escapes to the 404 page', () => {
    for (const path of ['/builds%2Flatest.json', '/builds%2flatest%2Ejson', '/a%0ab', '/banque%00', '/%E0%A4%A', '/feed%%32%65xml']) {
      expect(routablePath(path), path).toBe(NOT_FOUND_PATH);
    }
  });

  it('writes escaped unreserved characters plainly, the one spelling Next.js serves (static route handlers answered 500)', () => {
    expect(routablePath('/feed%2Exml')).toBe('/feed.xml');
    expect(routablePath('/%73it%65%6d%61p%2E%78ml')).toBe('/sitemap.xml');
    expect(routablePath('/builds/latest%2ejson')).toBe('/builds/latest.json');
    expect(routablePath('/%62anque/fortun%65o')).toBe('/banque/fortuneo');
    expect(routablePath('/%7E%2D%5F')).toBe('/~-_');
  });

  it('leaves every other path as it is', () => {
    for (const path of ['/', '/banque/fortuneo', '/_next/static/chunks/a.js', '/%C3%BC', '/a%20b', '/%252e', NOT_FOUND_PATH]) {
      expect(routablePath(path), path).toBe(path);
    }
  });
});

describe('normalisePath', () => {
  it('decodes only unreserved characters, in either case, and never makes a new escape', () => {
    expect(normalisePath('/%41%7a%30%2d%2E%5f%7E')).toBe('/Az0-._~');
    expect(normalisePath('/%2F%3F%23%5B%5D%25%20%C3%A9')).toBe('/%2F%3F%23%5B%5D%25%20%C3%A9');
    expect(normalisePath('/%2541')).toBe('/%2541');
  });
});
