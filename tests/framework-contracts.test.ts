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

  it('next build’s workers inherit the environment of the process that loaded next.config.mjs', () => {
    // next.config.mjs computes SITE_BUILD_ID once and hands it to the build's worker processes through process.env.
    expect(nextFile('build/index.js'), 'static pages rendered by lib/worker.js').toMatch(/new _worker\.Worker\(staticWorkerPath,/);
    expect(nextFile('lib/worker.js'), 'a worker’s environment starts from the parent’s').toMatch(
      /const workerEnv = \{\s*\.\.\.process\.env,/,
    );
  });

  it('React streams a boundary still pending with the markers e2e/page-checks/page-weight.ts refuses', async () => {
    // <!--$?-->, <template id="B:…"> and <div hidden id="S:…">: page-weight.ts refuses a page whose parts a script
    // fills in later by these; the React of the tests is on the line of the one pages get (test above).
    const { createElement, Suspense, use } = await import('react');
    const { renderToReadableStream } = await import('react-dom/server');
    let arrive: (text: string) => void = () => {};
    const late = new Promise<string>((resolve) => (arrive = resolve));
    const Late = () => createElement('p', null, use(late));
    const stream = await renderToReadableStream(
      createElement('main', null, createElement(Suspense, { fallback: createElement('span', null, '…') }, createElement(Late))),
    );
    arrive('arrivé');
    const html = await new Response(stream).text();
    expect(html).toContain('<!--$?-->');
    expect(html).toMatch(/<template id="B:\d+"/);
    expect(html).toMatch(/<div hidden id="S:\d+"/);
  });

  it('a regenerated page says HIT, STALE or MISS in x-nextjs-cache', () => {
    // e2e/primes-restart.spec.ts waits for HIT to know a regeneration is stored.
    expect(nextFile('build/templates/app-page-runtime.js')).toMatch(
      /setHeader\('x-nextjs-cache', isOnDemandRevalidate \? 'REVALIDATED' : cacheEntry\.isMiss \? 'MISS' : cacheEntry\.isStale \? 'STALE' : 'HIT'\)/,
    );
  });

  it('on back/forward, Next.js calls onRouterTransitionStart from popstate, the address already changed', () => {
    // lib/browser/build-watch.ts reloads on 'traverse' (window.location is the page asked for); lib/browser/navigation-state.ts
    // compares with the page on screen, not with the address.
    expect(nextFile('client/components/app-router.js'), 'popstate traverses to the current address').toMatch(
      /function handlePopState\(state\) \{[\s\S]*?\(0, _navigator\.traverse\)\(window\.location\.href,/,
    );
    const traverse = /function traverse\(href, historyState\) \{[\s\S]*?\n\}/.exec(
      nextFile('client/components/sequential-router-queue.js'),
    )?.[0];
    expect(traverse, 'the hook is called with that address, as a traverse').toMatch(/startRouterTransition\)\(href, 'traverse'/);
    expect(nextFile('client/components/router-transition.js')).toMatch(/hooks\.onRouterTransitionStart\?\.\(url, type,/);
  });
});
