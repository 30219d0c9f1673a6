// @ts-check
// One route of `npm run bench`, measured interleaved: in each pass and for each
// throttling method, our page, its no-script limit, then each peer page, all in one
// Chromium, so that every page sees the machine as it was at that moment. Prints
// each run with Lighthouse's benchmarkIndex (how fast the machine was for that run).
import { launch } from 'chrome-launcher';
import { CHROME_FLAGS, figures, mainThread, runOnce, summarise } from './lighthouse-run.mjs';

/** @typedef {import('./bench-options.mjs').ThrottlingMethod} ThrottlingMethod */
/**
 * @typedef {{ performance: number, accessibility: number, bestPractices: number, seo: number, fcp: number, lcp: number,
 *   tbt: number, cls: number, bytes: number, benchmarkIndex: number }} Figures one run (scores 0–100, ms, CLS, bytes)
 * @typedef {{ performance: number[], lcp: number[], tbt: number[], benchmarkIndex: number[] }} Spread min and max of the runs
 * @typedef {Figures & { spread: Spread, runs: Figures[] }} Side medians of the runs, with every run kept
 * @typedef {{ bootup: Array<{ url: string, totalMs: number, scriptingMs: number, parseMs: number }>,
 *   breakdown: Array<{ group: string, ms: number }>, longTasks: Array<{ url: string, startMs: number, ms: number }>,
 *   lcpElement: string | undefined }} MainThread
 */
/** @typedef {{ page: Side, limit: Side, peers: Array<Side & { route: string }>, thread: MainThread | undefined }} MethodResult */

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
 * @param {{ page: string, limit: string, peers: Array<{ route: string, url: string }> }} urls
 * @param {number} passes Lighthouse runs of each page per throttling method
 * @param {ThrottlingMethod[]} methods
 * @param {{ details?: boolean, log?: (line: string) => void }} [options] `details`: the main-thread breakdown of our page's median-performance run
 * @returns {Promise<Record<string, MethodResult>>} by throttling method
 */
export async function lighthouseInterleaved(urls, passes, methods, { details = false, log = console.log } = {}) {
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  /** @type {Record<string, { page: Array<{ figures: Figures, thread: MainThread | undefined }>, limit: Figures[], peers: Figures[][] }>} */
  const runs = Object.fromEntries(methods.map((method) => [method, { page: [], limit: [], peers: urls.peers.map(() => []) }]));
  try {
    for (let pass = 1; pass <= passes; pass += 1) {
      for (const method of methods) {
        const bucket = runs[method];
        if (!bucket) continue;
        const lhr = await runOnce(urls.page, chrome.port, method);
        /** @type {Figures} */
        const page = figures(lhr);
        bucket.page.push({ figures: page, thread: details ? /** @type {MainThread} */ (mainThread(lhr)) : undefined });
        log(runLine('ours', method, pass, passes, page));
        /** @type {Figures} */
        const limit = figures(await runOnce(urls.limit, chrome.port, method));
        bucket.limit.push(limit);
        log(runLine('limit', method, pass, passes, limit));
        for (const [index, peer] of urls.peers.entries()) {
          /** @type {Figures} */
          const run = figures(await runOnce(peer.url, chrome.port, method));
          bucket.peers[index]?.push(run);
          log(runLine(`peer ${peer.route}`, method, pass, passes, run));
        }
      }
    }
  } finally {
    chrome.kill();
  }
  return Object.fromEntries(
    Object.entries(runs).map(([method, bucket]) => {
      const middle = [...bucket.page].sort((a, b) => a.figures.performance - b.figures.performance)[Math.floor(bucket.page.length / 2)];
      /** @type {MethodResult} */
      const result = {
        page: side(bucket.page.map((run) => run.figures)),
        limit: side(bucket.limit),
        peers: urls.peers.map((peer, index) => ({ route: peer.route, ...side(bucket.peers[index] ?? []) })),
        thread: middle?.thread,
      };
      return [method, result];
    }),
  );
}
