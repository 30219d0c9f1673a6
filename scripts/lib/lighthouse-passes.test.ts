import { describe, expect, it } from 'vitest';
import { runLine } from './lighthouse-passes.mjs';

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
