// @ts-check
// The side-by-side table of `npm run bench` (BENCHMARKS.md): per route, our page, its
// no-script limit and each peer page measured in the same passes, for one throttling
// method: performance, LCP, TBT (medians) and Lighthouse's benchmarkIndex.
import { median } from './lighthouse-run.mjs';

/** @typedef {{ performance: number, lcp: number, tbt: number, benchmarkIndex: number, runs: Array<{ benchmarkIndex: number }> }} SideFigures */
/** @typedef {{ route: string, page: SideFigures, limit: SideFigures, peers: Array<SideFigures & { route: string }> }} RouteFigures */

const cell = (/** @type {number[]} */ values) => values.join(' / ');

/**
 * @param {string} method the throttling method the figures were measured with
 * @param {RouteFigures[]} rows one per route of ours, in the order measured
 * @param {number} passes Lighthouse runs per page behind each median
 * @returns {string[]} Markdown lines: a heading saying what each cell holds, the table, a median row when there are several routes
 */
export function sideBySideTable(method, rows, passes) {
  const peerRoutes = rows[0]?.peers.map((peer) => peer.route) ?? [];
  const order = ['ours', 'limit', ...peerRoutes.map((route) => `peer \`${route}\``)].join(' / ');
  /** @param {{ page: SideFigures, limit: SideFigures, peers: SideFigures[] }} row */
  const sides = (row) => [row.page, row.limit, ...row.peers];
  /** Milliseconds and indexes rounded. @param {(side: SideFigures) => number} pick @param {SideFigures[]} list */
  const values = (pick, list) => list.map((side) => Math.round(pick(side)));
  /** Scores as they are: a median of two runs may end in .5. @param {SideFigures[]} list */
  const scores = (list) => list.map((side) => side.performance);
  /** @param {SideFigures[]} list */
  const indexes = (list) => {
    const all = list.flatMap((side) => side.runs.map((run) => run.benchmarkIndex));
    const range = all.length ? ` (${Math.round(Math.min(...all))}–${Math.round(Math.max(...all))})` : '';
    return `${cell(values((side) => side.benchmarkIndex, list))}${range}`;
  };
  const lines = [
    `### Side by side — throttling: ${method} — median of ${passes} run${passes === 1 ? '' : 's'} per page; each cell: ${order}`,
    '',
    '| route | perf | LCP ms | TBT ms | benchmarkIndex (min–max of every run) |',
    '|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const list = sides(row);
    lines.push(
      `| ${row.route} | ${cell(scores(list))} | ${cell(values((s) => s.lcp, list))} | ${cell(values((s) => s.tbt, list))} | ${indexes(list)} |`,
    );
  }
  if (rows.length > 1) {
    /** @type {(list: SideFigures[]) => SideFigures} */
    const medianSide = (list) => ({
      performance: median(list.map((side) => side.performance)),
      lcp: median(list.map((side) => side.lcp)),
      tbt: median(list.map((side) => side.tbt)),
      benchmarkIndex: median(list.map((side) => side.benchmarkIndex)),
      runs: list.flatMap((side) => side.runs),
    });
    const list = [
      medianSide(rows.map((row) => row.page)),
      medianSide(rows.map((row) => row.limit)),
      ...peerRoutes.map((_, index) => medianSide(rows.flatMap((row) => row.peers[index] ?? []))),
    ];
    lines.push(
      `| **median of the routes** | ${cell(scores(list))} | ${cell(values((s) => s.lcp, list))} | ${cell(values((s) => s.tbt, list))} | ${indexes(list)} |`,
    );
  }
  return lines;
}
