import { describe, expect, it } from 'vitest';
import { benchUsage, parseBenchArgs, passesByMethod } from './bench-options.mjs';

describe('parseBenchArgs', () => {
  it('keeps the defaults of the options that existed before the peer', () => {
    expect(parseBenchArgs([])).toEqual({
      runs: 5,
      routes: undefined,
      scale: undefined,
      loadSeconds: 30,
      baselines: [],
      baselineRoutes: {},
      peer: undefined,
      peerRoutes: [],
      throttling: ['simulate'],
      devtoolsRuns: 5,
      limitRuns: 5,
      peerEvery: 1,
      lengthSlope: false,
      help: false,
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

  it('reads other builds of this site to measure beside every route, as server origins, named or not', () => {
    expect(parseBenchArgs(['--baseline', 'http://127.0.0.1:3700/']).baselines).toEqual([
      { label: 'http://127.0.0.1:3700', origin: 'http://127.0.0.1:3700' },
    ]);
    expect(
      parseBenchArgs([
        '--baseline',
        '90dfa08=http://127.0.0.1:3700',
        '--baseline',
        'linked=http://127.0.0.1:3702',
        '--peer',
        'http://127.0.0.1:3600',
      ]),
    ).toMatchObject({
      baselines: [
        { label: '90dfa08', origin: 'http://127.0.0.1:3700' },
        { label: 'linked', origin: 'http://127.0.0.1:3702' },
      ],
      peer: 'http://127.0.0.1:3600',
      peerRoutes: ['/'],
    });
    expect(parseBenchArgs([]).baselines).toEqual([]);
    expect(() => parseBenchArgs(['--baseline', '127.0.0.1:3700'])).toThrow(/--baseline: .* not an http\(s\) URL/);
    expect(() => parseBenchArgs(['--baseline', 'a=http://127.0.0.1:3700/blog'])).toThrow(
      /--baseline: .* served from its root: http:\/\/127.0.0.1:3700/,
    );
    expect(() => parseBenchArgs(['--baseline', 'a=http://127.0.0.1:3700', '--baseline', 'a=http://127.0.0.1:3701'])).toThrow(
      /--baseline: the name a is given twice/,
    );
  });

  it('measures a new route beside another of the baselines, and only with a baseline', () => {
    expect(parseBenchArgs(['--baseline', 'a=http://127.0.0.1:3700', '--baseline-route', '/mon-plan=/parrainage']).baselineRoutes).toEqual({
      '/mon-plan': '/parrainage',
    });
    expect(() => parseBenchArgs(['--baseline-route', '/mon-plan=/parrainage'])).toThrow(/--baseline-route needs --baseline/);
    expect(() => parseBenchArgs(['--baseline', 'a=http://127.0.0.1:3700', '--baseline-route', 'mon-plan'])).toThrow(
      /--baseline-route: « mon-plan » is not/,
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

  it('answers --help and -h with the options, one line each from the table the parser reads, and names --help on an unknown option', () => {
    expect(parseBenchArgs(['--help']).help).toBe(true);
    expect(parseBenchArgs(['-h', '--runs', '0']).help).toBe(true);
    const lines = benchUsage()
      .split('\n')
      .filter((line) => /^\s+(-\w, )?--/.test(line));
    const flags = lines.map((line) => /--([\w-]+)/.exec(line)?.[1]);
    expect(flags).toEqual(expect.arrayContaining(['runs', 'routes', 'peer', 'baseline', 'throttling', 'length-slope', 'help']));
    for (const flag of flags) {
      // Known to the parser: any error is about its value, not the option.
      const read = () => parseBenchArgs([`--${flag}`]);
      expect(read, `--${flag}`).not.toThrow(/Unknown option/);
    }
    expect(new Set(flags).size).toBe(lines.length);
    // The defaults printed are the parser's.
    const defaults = parseBenchArgs([]);
    expect(lines.find((line) => line.includes('--runs '))).toContain(`(default: ${defaults.runs})`);
    expect(lines.find((line) => line.includes('--load-seconds '))).toContain(`(default: ${defaults.loadSeconds})`);
    expect(lines.find((line) => line.includes('--throttling '))).toContain(`(default: ${defaults.throttling.join('')})`);
    expect(() => parseBenchArgs(['--nope'])).toThrow(/Unknown option '--nope'[\s\S]*npm run bench -- --help/);
  });
});
