import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
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

  it('next build’s clean step keeps <distDir>/cache/', () => {
    // lib/primes/last-good-store.ts keeps the amounts of the last successful read there, for a rebuild that cannot read Firestore.
    const clean = /recursiveDeleteSyncWithAsyncRetries\)\(distDir, new Set\(\[([^\]]*)\]/.exec(nextFile('build/index.js'));
    expect(clean, 'the clean step of next build').not.toBeNull();
    expect(clean?.[1]).toMatch(/'cache'/);
  });
});
