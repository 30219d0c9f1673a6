// Lighthouse (mobile preset) in Debian's Chromium: one run (simulated or applied
// throttling), its figures and their medians. Runs of
// several pages interleaved (ours, its limit, a peer) are in lighthouse-passes.mjs.
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from './chromium.mjs';

export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** The middle value; for an even count (32 routes), the mean of the two middle ones. */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * One completed Lighthouse run; a run Lighthouse could not complete (NO_FCP on a busy machine) is retried twice at most.
 * `throttlingMethod`: 'simulate' (the preset's default: observed unthrottled, then simulated) or 'devtools'
 * (the same slow 4G and 4× CPU slowdown applied in the browser during the run).
 * `allCategories: false` runs the performance category only: accessibility, best practices and SEO do not
 * depend on the run's speed, and skipping them shortens every simulated run after the first.
 */
export async function runOnce(url, port, throttlingMethod = 'simulate', { allCategories = true } = {}) {
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    throttlingMethod,
    ...(allCategories ? {} : { onlyCategories: ['performance'] }),
  };
  let { lhr } = await lighthouse(url, flags);
  for (let retry = 0; lhr.runtimeError && retry < 2; retry += 1) {
    console.warn(`Lighthouse ${url}: ${lhr.runtimeError.code}, run again`);
    ({ lhr } = await lighthouse(url, flags));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

/** A category's score 0–100; undefined when the run left the category out. */
const score = (category) => (category ? Math.round((category.score ?? 0) * 100) : undefined);

export function figures(lhr) {
  return {
    performance: score(lhr.categories.performance) ?? 0,
    accessibility: score(lhr.categories.accessibility),
    bestPractices: score(lhr.categories['best-practices']),
    seo: score(lhr.categories.seo),
    fcp: lhr.audits['first-contentful-paint'].numericValue ?? 0,
    lcp: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
    tbt: lhr.audits['total-blocking-time'].numericValue ?? 0,
    cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
    bytes: lhr.audits['total-byte-weight'].numericValue ?? 0,
    // Lighthouse's measure of this machine's speed at the time of the run: scores on a slower or busier machine come out lower.
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * Medians of every figure, plus the spread of the ones that vary most from run to run. A figure some runs
 * left out (a category measured in the first run only) is the median of the runs that have it.
 */
export function summarise(runs) {
  const keys = [...new Set(runs.flatMap((run) => Object.keys(run)))];
  const result = Object.fromEntries(
    keys.map((key) => {
      const present = runs.map((run) => run[key]).filter((value) => value !== undefined);
      return [key, present.length ? median(present) : undefined];
    }),
  );
  const spread = (key) => [Math.min(...runs.map((run) => run[key])), Math.max(...runs.map((run) => run[key]))];
  return {
    ...result,
    spread: { performance: spread('performance'), lcp: spread('lcp'), tbt: spread('tbt'), benchmarkIndex: spread('benchmarkIndex') },
  };
}

/**
 * Where the main thread goes in one run, from the trace-based audits: scripts by
 * evaluation cost, work by kind, long tasks with what they are attributed to.
 */
export function mainThread(lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  return {
    bootup: items('bootup-time').map((item) => ({
      url: item.url,
      totalMs: item.total,
      scriptingMs: item.scripting,
      parseMs: item.scriptParseCompile,
    })),
    breakdown: items('mainthread-work-breakdown').map((item) => ({ group: item.groupLabel ?? item.group, ms: item.duration })),
    longTasks: items('long-tasks').map((item) => ({ url: item.url, startMs: item.startTime, ms: item.duration })),
    lcpElement:
      items('largest-contentful-paint-element')[0]?.items?.[0]?.node?.snippet ??
      items('largest-contentful-paint-element')[0]?.node?.snippet,
  };
}
