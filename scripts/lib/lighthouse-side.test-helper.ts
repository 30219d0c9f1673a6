/** One side of a table row as the Lighthouse passes give it: medians, and each pass's machine index. */
export const side = (performance: number, lcp: number, tbt: number, indexes: number[]) => ({
  performance,
  lcp,
  tbt,
  benchmarkIndex: [...indexes].sort((a, b) => a - b)[Math.floor(indexes.length / 2)] ?? 0,
  runs: indexes.map((benchmarkIndex) => ({ benchmarkIndex })),
});
