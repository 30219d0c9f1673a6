// @ts-check
// The side-by-side table of `npm run bench` (BENCHMARKS.md): per route, our page, its
// no-script limit and each peer page measured in the same passes, for one throttling
// method: performance, LCP, TBT (medians) and Lighthouse's benchmarkIndex.
import { median } from './lighthouse-run.mjs';

/** @typedef {{ performance: number, lcp: number, tbt: number, benchmarkIndex: number, runs: Array<{ benchmarkIndex: number }> }} SideFigures */
/** @typedef {{ route: string, page: SideFigures, limit: SideFigures, peers: Array<SideFigures & { route: string }> }} RouteFigures */

const cell = (/** @type {Array<number | string>} */ values) => values.join(' / ');

/**
 * @param {string} method the throttling method the figures were measured with
 * @param {RouteFigures[]} rows one per route of ours, in the order measured; a row may have no peer pages
 *   (`--peer-every`): its peer cells are « – »
 * @param {number} passes Lighthouse runs per page behind each median
 * @param {{ limitPasses?: number }} [options] runs behind the limit's medians, when fewer than `passes`
 * @returns {string[]} Markdown lines: a heading saying what each cell holds, the table, a median row when there are several routes
 */
export function sideBySideTable(method, rows, passes, { limitPasses = passes } = {}) {
  const peerRoutes = rows.find((row) => row.peers.length > 0)?.peers.map((peer) => peer.route) ?? [];
  const order = ['ours', 'limit', ...peerRoutes.map((route) => `peer \`${route}\``)].join(' / ');
  /** @param {{ page: SideFigures, limit: SideFigures, peers: SideFigures[] }} row @returns {Array<SideFigures | undefined>} */
  const sides = (row) => [row.page, row.limit, ...peerRoutes.map((_, index) => row.peers[index])];
  /** @param {SideFigures | undefined} side @param {(side: SideFigures) => number} show */
  const shown = (side, show) => (side ? show(side) : '–');
  /** Milliseconds and indexes rounded. @param {(side: SideFigures) => number} pick @param {Array<SideFigures | undefined>} list */
  const values = (pick, list) => list.map((side) => shown(side, (s) => Math.round(pick(s))));
  /** Scores as they are: a median of two runs may end in .5. @param {Array<SideFigures | undefined>} list */
  const scores = (list) => list.map((side) => shown(side, (s) => s.performance));
  /** @param {Array<SideFigures | undefined>} list */
  const indexes = (list) => {
    const all = list.flatMap((side) => side?.runs.map((run) => run.benchmarkIndex) ?? []);
    const range = all.length ? ` (${Math.round(Math.min(...all))}–${Math.round(Math.max(...all))})` : '';
    return `${cell(values((side) => side.benchmarkIndex, list))}${range}`;
  };
  const runsOf = (/** @type {number} */ count) => `${count} run${count === 1 ? '' : 's'}`;
  const lines = [
    `### Side by side — throttling: ${method} — median of ${runsOf(passes)} per page${limitPasses < passes ? ` (limit: ${runsOf(limitPasses)})` : ''}; each cell: ${order}${rows.some((row) => row.peers.length < peerRoutes.length) ? ' (– : not measured beside this route)' : ''}`,
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
