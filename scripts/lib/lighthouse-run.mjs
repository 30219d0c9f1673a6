// Lighthouse (mobile preset) on one URL in Debian's Chromium, median of N runs.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** @returns {Promise<Record<string, number>>} scores 0–100 and metrics (ms, CLS, bytes), each the median of `runs`. */
export async function lighthouseMedian(url, runs) {
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      let { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
      // A run Lighthouse itself could not complete (for example NO_FCP on a busy machine) measures nothing: retry it, twice at most.
      for (let retry = 0; lhr.runtimeError && retry < 2; retry += 1) {
        console.warn(`Lighthouse ${url}: ${lhr.runtimeError.code}, run again`);
        ({ lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }));
      }
      if (lhr.runtimeError) throw new Error(`Lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      results.push({
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
        bestPractices: Math.round((lhr.categories['best-practices'].score ?? 0) * 100),
        seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
        fcp: lhr.audits['first-contentful-paint'].numericValue ?? 0,
        lcp: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
        tbt: lhr.audits['total-blocking-time'].numericValue ?? 0,
        cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
        bytes: lhr.audits['total-byte-weight'].numericValue ?? 0,
        // Lighthouse's measure of this machine's speed at the time of the run: scores on a slower or busier machine come out lower.
        benchmarkIndex: lhr.environment.benchmarkIndex,
      });
    }
    return Object.fromEntries(Object.keys(results[0]).map((key) => [key, median(results.map((result) => result[key]))]));
  } finally {
    chrome.kill();
  }
}
