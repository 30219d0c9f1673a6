import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lighthouseInterleaved, runLine } from './lighthouse-passes.mjs';

/** Every Lighthouse run asked for, in order: method, URL, and whether all categories were asked. */
const asked = vi.hoisted(() => [] as string[]);
vi.mock('chrome-launcher', () => ({ launch: async () => ({ port: 9222, kill: () => undefined }) }));
vi.mock('./lighthouse-run.mjs', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./lighthouse-run.mjs')>()),
  runOnce: async (url: string, _port: number, method: string, { allCategories = true } = {}) => {
    asked.push(`${method} ${url}${allCategories ? ' (all categories)' : ''}`);
    return { url, count: asked.length };
  },
  figures: ({ url, count }: { url: string; count: number }) => ({
    performance: url.includes('baseline') ? 90 : 80,
    accessibility: undefined,
    bestPractices: undefined,
    seo: undefined,
    fcp: 500,
    lcp: 1000 + count,
    tbt: url.includes('baseline') ? 100 : 300,
    cls: 0,
    bytes: 1,
    benchmarkIndex: 2000 + count,
  }),
  mainThread: () => undefined,
}));

describe('runLine', () => {
  it("prints every single run with Lighthouse's benchmarkIndex, not only the medians", () => {
    const run = {
      performance: 80,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      fcp: 900,
      lcp: 3640.4,
      tbt: 323.6,
      cls: 0,
      bytes: 1,
      benchmarkIndex: 1873.2,
    };
    expect(runLine('peer /blog/x', 'devtools', 2, 3, run)).toBe(
      '  devtools 2/3 peer /blog/x: perf 80, LCP 3640 ms, TBT 324 ms, benchmarkIndex 1873',
    );
  });
});

describe('lighthouseInterleaved', () => {
  beforeEach(() => {
    asked.length = 0;
  });
  const urls = { page: 'http://ours/x', baselines: [], limit: 'http://limit/x', peers: [{ route: '/', url: 'http://peer/' }] };

  it('measures each baseline in every pass and method right after our page, before the limit and the peer pages', async () => {
    const log: string[] = [];
    const baselines = [
      { label: '90dfa08', url: 'http://baseline-a/x' },
      { label: 'linked', url: 'http://baseline-b/x' },
    ];
    const result = await lighthouseInterleaved(
      { ...urls, baselines },
      { simulate: 2, devtools: 1 },
      { limitPasses: 1, log: (line) => log.push(line) },
    );
    expect(asked).toEqual([
      'simulate http://ours/x (all categories)',
      'simulate http://baseline-a/x',
      'simulate http://baseline-b/x',
      'simulate http://limit/x',
      'simulate http://peer/',
      'devtools http://ours/x',
      'devtools http://baseline-a/x',
      'devtools http://baseline-b/x',
      'devtools http://limit/x',
      'devtools http://peer/',
      'simulate http://ours/x',
      'simulate http://baseline-a/x',
      'simulate http://baseline-b/x',
      'simulate http://peer/',
    ]);
    expect(log[1]).toBe('  simulate 1/2 baseline 90dfa08: perf 90, LCP 1002 ms, TBT 100 ms, benchmarkIndex 2002');
    expect(log[2]).toBe('  simulate 1/2 baseline linked: perf 90, LCP 1003 ms, TBT 100 ms, benchmarkIndex 2003');
    expect(result.simulate?.baselines.map((side) => side.label)).toEqual(['90dfa08', 'linked']);
    expect(result.simulate?.baselines[0]?.runs.map((run) => run.lcp)).toEqual([1002, 1012]);
    expect(result.simulate?.baselines[1]).toMatchObject({ performance: 90, tbt: 100, lcp: 1008 });
    expect(result.devtools?.baselines[0]?.runs).toHaveLength(1);
    expect(result.simulate?.limit.runs).toHaveLength(1);
  });

  it('without a baseline, the runs of before and no baseline in the result', async () => {
    const result = await lighthouseInterleaved(urls, { simulate: 1 }, { log: () => undefined });
    expect(asked).toEqual(['simulate http://ours/x (all categories)', 'simulate http://limit/x', 'simulate http://peer/']);
    expect(result.simulate?.baselines).toEqual([]);
  });
});
