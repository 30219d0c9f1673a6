// @ts-check
// One route of `npm run bench`, measured interleaved: in each pass and for each
// throttling method, our page, the same route on each baseline (another build of this
// site) if any, its no-script limit, then each peer page, all in one
// Chromium, so that every page sees the machine as it was at that moment. Prints
// each run with Lighthouse's benchmarkIndex (how fast the machine was for that run).
import { launch } from 'chrome-launcher';
import { BROWSER_CHROMIUM } from './chromium.mjs';
import { CHROME_FLAGS, figures, mainThread, runOnce, summarise } from './lighthouse-run.mjs';

/** @typedef {import('./bench-options.mjs').ThrottlingMethod} ThrottlingMethod */
/**
 * @typedef {{ performance: number, accessibility: number | undefined, bestPractices: number | undefined, seo: number | undefined,
 *   fcp: number, lcp: number, tbt: number, cls: number, bytes: number, benchmarkIndex: number }} Figures
 *   one run (scores 0–100, ms, CLS, bytes); a category the run left out is undefined
 * @typedef {{ performance: number[], lcp: number[], tbt: number[], benchmarkIndex: number[] }} Spread min and max of the runs
 * @typedef {Figures & { spread: Spread, runs: Figures[] }} Side medians of the runs, with every run kept
 * @typedef {{ bootup: Array<{ url: string, totalMs: number, scriptingMs: number, parseMs: number }>,
 *   breakdown: Array<{ group: string, ms: number }>, longTasks: Array<{ url: string, startMs: number, ms: number }>,
 *   lcpElement: string | undefined }} MainThread
 */
/**
 * @typedef {{ page: Side, baselines: Array<Side & { label: string }>, limit: Side, peers: Array<Side & { route: string }>, thread: MainThread | undefined }} MethodResult
 *   `baselines`: one per baseline given, in that order
 */

/** @param {Figures[]} runs @returns {Side} */
const side = (runs) => ({ .../** @type {Figures & { spread: Spread }} */ (summarise(runs)), runs });

/** One run as printed while the bench goes: which page, which pass, its figures and the machine's speed. */
export const runLine = (
  /** @type {string} */ label,
  /** @type {ThrottlingMethod} */ method,
  /** @type {number} */ pass,
  /** @type {number} */ passes,
  /** @type {Figures} */ run,
) =>
  `  ${method} ${pass}/${passes} ${label}: perf ${run.performance}, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, benchmarkIndex ${Math.round(run.benchmarkIndex)}`;

/**
 * @param {{ page: string, baselines: Array<{ label: string, url: string }>, limit: string, peers: Array<{ route: string, url: string }> }} urls
 *   `baselines`: the same route on other builds of this site, measured in every pass right after our page
 * @param {Partial<Record<ThrottlingMethod, number>>} passes Lighthouse runs of our page per throttling method (in this order)
 * @param {{ details?: boolean, limitPasses?: number, log?: (line: string) => void }} [options]
 *   `details`: the main-thread breakdown of our page's median-performance run;
 *   `limitPasses`: the limit is measured in the first N passes of each method only (all of them by default).
 *   Accessibility, best practices and SEO are measured once, in our page's first run: they do not depend on
 *   the throttling or the machine's speed; every other run, the baseline's, the limit's and the peer's, is performance only.
 * @returns {Promise<Record<string, MethodResult>>} by throttling method
 */
export async function lighthouseInterleaved(urls, passes, { details = false, limitPasses = Infinity, log = console.log } = {}) {
  const methods = /** @type {ThrottlingMethod[]} */ (Object.keys(passes));
  const most = Math.max(...methods.map((method) => passes[method] ?? 0));
  const chrome = await launch({ chromePath: BROWSER_CHROMIUM, chromeFlags: CHROME_FLAGS });
  /** @type {Record<string, { page: Array<{ figures: Figures, thread: MainThread | undefined }>, baselines: Figures[][], limit: Figures[], peers: Figures[][] }>} */
  const runs = Object.fromEntries(
    methods.map((method) => [method, { page: [], baselines: urls.baselines.map(() => []), limit: [], peers: urls.peers.map(() => []) }]),
  );
  const performanceOnly = { allCategories: false };
  try {
    for (let pass = 1; pass <= most; pass += 1) {
      for (const method of methods) {
        const bucket = runs[method];
        const count = passes[method] ?? 0;
        if (!bucket || pass > count) continue;
        const first = pass === 1 && method === methods[0];
        const lhr = await runOnce(urls.page, chrome.port, method, { allCategories: first });
        /** @type {Figures} */
        const page = figures(lhr);
        bucket.page.push({ figures: page, thread: details ? /** @type {MainThread} */ (mainThread(lhr)) : undefined });
        log(runLine('ours', method, pass, count, page));
        for (const [index, baseline] of urls.baselines.entries()) {
          /** @type {Figures} */
          const run = figures(await runOnce(baseline.url, chrome.port, method, performanceOnly));
          bucket.baselines[index]?.push(run);
          log(runLine(`baseline ${baseline.label}`, method, pass, count, run));
        }
        if (pass <= limitPasses) {
          /** @type {Figures} */
          const limit = figures(await runOnce(urls.limit, chrome.port, method, performanceOnly));
          bucket.limit.push(limit);
          log(runLine('limit', method, pass, Math.min(count, limitPasses), limit));
        }
        for (const [index, peer] of urls.peers.entries()) {
          /** @type {Figures} */
          const run = figures(await runOnce(peer.url, chrome.port, method, performanceOnly));
          bucket.peers[index]?.push(run);
          log(runLine(`peer ${peer.route}`, method, pass, count, run));
        }
      }
    }
  } finally {
    chrome.kill();
  }
  // The scores that do not depend on the throttling, from the one run that measured them, for every method.
  const firstRun = runs[methods[0] ?? 'simulate']?.page[0]?.figures;
  const categories = {
    accessibility: firstRun?.accessibility,
    bestPractices: firstRun?.bestPractices,
    seo: firstRun?.seo,
  };
  return Object.fromEntries(
    Object.entries(runs).map(([method, bucket]) => {
      const middle = [...bucket.page].sort((a, b) => a.figures.performance - b.figures.performance)[Math.floor(bucket.page.length / 2)];
      /** @type {MethodResult} */
      const result = {
        page: { ...side(bucket.page.map((run) => run.figures)), ...categories },
        baselines: urls.baselines.map((baseline, index) => ({ label: baseline.label, ...side(bucket.baselines[index] ?? []) })),
        limit: side(bucket.limit),
        peers: urls.peers.map((peer, index) => ({ route: peer.route, ...side(bucket.peers[index] ?? []) })),
        thread: middle?.thread,
      };
      return [method, result];
    }),
  );
}
