import { describe, expect, it } from 'vitest';
import { parseBenchArgs, passesByMethod } from './bench-options.mjs';

describe('parseBenchArgs', () => {
  it('keeps the defaults of the options that existed before the peer', () => {
    expect(parseBenchArgs([])).toEqual({
      runs: 5,
      routes: undefined,
      scale: undefined,
      loadSeconds: 30,
      baseline: undefined,
      peer: undefined,
      peerRoutes: [],
      throttling: ['simulate'],
      devtoolsRuns: 5,
      limitRuns: 5,
      peerEvery: 1,
      lengthSlope: false,
    });
    expect(parseBenchArgs(['--runs', '1', '--routes', '/,/parrainage', '--load-seconds', '0', '--scale', '1000'])).toMatchObject({
      runs: 1,
      routes: ['/', '/parrainage'],
      loadSeconds: 0,
      scale: 1000,
    });
  });

  it('reads a peer server and its routes, trimmed, without a trailing slash on the server', () => {
    expect(
      parseBenchArgs(['--peer', 'http://127.0.0.1:3600/', '--peer-routes', '/, /blog/release-of-tailwind-nextjs-starter-blog-v2.0']),
    ).toMatchObject({ peer: 'http://127.0.0.1:3600', peerRoutes: ['/', '/blog/release-of-tailwind-nextjs-starter-blog-v2.0'] });
    expect(parseBenchArgs(['--peer', 'http://127.0.0.1:3600'])).toMatchObject({ peerRoutes: ['/'] });
  });

  it('reads another build of this site to measure beside every route, as a server origin', () => {
    expect(parseBenchArgs(['--baseline', 'http://127.0.0.1:3700/']).baseline).toBe('http://127.0.0.1:3700');
    expect(parseBenchArgs(['--baseline', 'http://127.0.0.1:3700', '--peer', 'http://127.0.0.1:3600'])).toMatchObject({
      baseline: 'http://127.0.0.1:3700',
      peer: 'http://127.0.0.1:3600',
      peerRoutes: ['/'],
    });
    expect(() => parseBenchArgs(['--baseline', '127.0.0.1:3700'])).toThrow(/--baseline: .* not an http\(s\) URL/);
    expect(() => parseBenchArgs(['--baseline', 'http://127.0.0.1:3700/blog'])).toThrow(
      /--baseline: .* served from its root: http:\/\/127.0.0.1:3700/,
    );
  });

  it('maps --throttling to the Lighthouse methods to run, both in a fixed order', () => {
    expect(parseBenchArgs(['--throttling', 'simulate']).throttling).toEqual(['simulate']);
    expect(parseBenchArgs(['--throttling', 'devtools']).throttling).toEqual(['devtools']);
    expect(parseBenchArgs(['--throttling', 'both']).throttling).toEqual(['simulate', 'devtools']);
  });

  it('reads fewer applied runs, limit runs and peer routes for an every-route run, each following --runs unless given', () => {
    const options = parseBenchArgs([
      '--runs',
      '3',
      '--throttling',
      'both',
      '--devtools-runs',
      '1',
      '--limit-runs',
      '2',
      '--peer-every',
      '5',
    ]);
    expect(options).toMatchObject({ runs: 3, devtoolsRuns: 1, limitRuns: 2, peerEvery: 5 });
    expect(passesByMethod(options)).toEqual({ simulate: 3, devtools: 1 });
    expect(passesByMethod(parseBenchArgs(['--runs', '2', '--throttling', 'devtools']))).toEqual({ devtools: 2 });
    expect(parseBenchArgs(['--length-slope']).lengthSlope).toBe(true);
    expect(() => parseBenchArgs(['--devtools-runs', '0'])).toThrow(/--devtools-runs/);
    expect(() => parseBenchArgs(['--peer-every', 'some'])).toThrow(/--peer-every/);
  });

  it('refuses what would only fail after the build', () => {
    expect(() => parseBenchArgs(['--throttling', 'provided'])).toThrow(/--throttling/);
    expect(() => parseBenchArgs(['--peer-routes', '/'])).toThrow(/needs --peer/);
    expect(() => parseBenchArgs(['--peer', '127.0.0.1:3600'])).toThrow(/--peer/);
    expect(() => parseBenchArgs(['--peer', 'http://127.0.0.1:3600', '--peer-routes', 'blog/x'])).toThrow(/not a path/);
    expect(() => parseBenchArgs(['--runs', '0'])).toThrow(/--runs/);
    expect(() => parseBenchArgs(['--load-seconds', 'soon'])).toThrow(/--load-seconds/);
    expect(() => parseBenchArgs(['--peer', 'http://127.0.0.1:3600', '--peer-routes', '/', ',/blog/x'])).toThrow();
  });
});
