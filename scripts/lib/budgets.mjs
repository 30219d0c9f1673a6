// @ts-check
// Every performance budget of the site, in one list read by the tests and by `npm run bench`.
// STATIC_BUDGETS are checked without timing noise by the end-to-end tests of `npm test`
// (e2e/budget.spec.ts, e2e/page-checks/page-weight.ts) and printed by the bench; BENCH_BUDGETS
// are measured by the bench only (Lighthouse, load, content check). Where each figure comes
// from, and its headroom: BENCHMARKS.md#budgets. kB here is 1,024 bytes, as in BENCHMARKS.md.
// A page over a budget has gained data or client components to question, not a budget to raise.
export const STATIC_BUDGETS = {
  /** First-load JavaScript of every route a visitor can reach, gzip level 9. */
  firstLoadGzipKb: 150,
  /**
   * Inline page data (the `self.__next_f.push` scripts, markup included) of any content page, without the copies of
   * the stylesheet that Next.js's `experimental.inlineCss` puts there (counted in `htmlGzipKb`).
   */
  inlineDataKb: 58,
  /**
   * A content page's HTML as it crosses the wire (gzip, as `next start` and the bench's relay send it): the stylesheet
   * in its <head> and its copies in the page data included. What a first visit waits for before the first paint.
   */
  htmlGzipKb: 40,
  /** Distinct client modules a content page references at start (Next.js's own boundaries included). */
  clientComponents: 18,
  /** Client component elements in a content page's payload at start (each next/link is one, with its props). */
  clientInstances: 80,
  /**
   * HTML and SVG elements in a content page's data (`serverElements` of scripts/lib/page-weight.mjs): start-up time
   * grows with the tree React decodes from the page data and hydrates, whatever the machine.
   */
  serverElements: 400,
};

export const BENCH_BUDGETS = {
  /** Lighthouse performance (mobile, median of the runs) on each route… */
  performance: 97,
  /** …and the median over the routes. */
  medianPerformance: 99,
  lcpMs: 1300,
  tbtMs: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  /** Errors of the local load test. */
  loadErrors: 0,
  /** `npm run check` on the whole of content/, best of a few runs: a writer runs it after each save, and past this it stops feeling instant. */
  contentCheckMs: 5_000,
};
