import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import GLOBAL_CSS from '@/app/globals.css?inline';
import { isPayloadFailure } from '@/lib/browser/payload-warnings';

/*
 * Facts about Next.js and React that the site relies on and no public API states,
 * checked against the installed packages (UPGRADING.md lists each with its test).
 */
const load = createRequire(import.meta.url);
const nextFile = (path: string) => readFileSync(load.resolve(`next/dist/${path}`), 'utf8');

describe('framework contracts', () => {
  it('the React the tests run and the React Next.js ships to pages are the same major.minor line', () => {
    const line = (version: string) => version.split('.').slice(0, 2).join('.');
    const tests = (load('react/package.json') as { version: string }).version;
    // The vendored copies' package.json has no version: their production modules say it.
    const shipped = (load('next/dist/compiled/react/cjs/react.production.js') as { version: string }).version;
    const shippedDom = (load('next/dist/compiled/react-dom/cjs/react-dom.production.js') as { version: string }).version;
    expect(line(shipped)).toBe(line(tests));
    expect(line(shippedDom)).toBe(line((load('react-dom/package.json') as { version: string }).version));
  });

  it('Next.js still logs a page-payload failure with the message lib/browser/payload-warnings.ts turns into a warning', () => {
    const source = nextFile('client/components/router-reducer/fetch-server-response.js');
    const logged = /console\.error\(`(Failed to fetch RSC payload for )\$\{/.exec(source);
    expect(logged, 'message or console.error call changed').not.toBeNull();
    expect(isPayloadFailure([`${logged?.[1]}http://site/banque. Falling back to browser navigation.`])).toBe(true);
  });

  it('Next.js’s default browser targets, which the inline-CSS loader reads, keep their shape', () => {
    const targets = load('next/dist/shared/lib/modern-browserslist-target') as unknown;
    expect(Array.isArray(targets)).toBe(true);
    for (const target of targets as unknown[]) expect(target).toMatch(/^(chrome|edge|firefox|safari) \d+(\.\d+)?$/);
  });

  it('Vitest imports a stylesheet through the loader Next.js uses, not Vite’s own ?inline', () => {
    const loader = load('../scripts/lib/inline-css-loader.cjs') as (this: { resourcePath: string }, source: string) => string;
    const file = load.resolve('../app/globals.css');
    const generated = loader.call({ resourcePath: file }, readFileSync(file, 'utf8'));
    expect(GLOBAL_CSS).toBe(JSON.parse(generated.slice('export default '.length, generated.lastIndexOf(';'))));
  });
});
