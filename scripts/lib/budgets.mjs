// The performance budgets that can be checked without timing noise, shared by the
// budget test (e2e/budget.spec.ts, in `npm test`) and `npm run bench`.
// kB here is 1,024 bytes, as in BENCHMARKS.md.
export const STATIC_BUDGETS = {
  /** First-load JavaScript of every route a visitor can reach, gzip level 9 (issue 15). */
  firstLoadGzipKb: 140,
  // Inline page data and hydrated components: set from the measured pages after the
  // issue-15 cuts with about 15 % headroom for content growth; a page over them has
  // gained data or client components that should be questioned, not budgets raised.
  /** Inline page data (the `self.__next_f.push` scripts) of any content page. */
  inlineDataKb: 40,
  /** Distinct client components a content page references at start. */
  clientComponents: 12,
  /** Client component elements hydrated at start on any content page. */
  clientInstances: 20,
};
