// @ts-check
// The baseline table of `npm run bench -- --baseline URL` (BENCHMARKS.md): per route, our page
// beside the same route on another build of this site (an earlier commit) measured in the same
// passes, for one throttling method, with the no-script limit's LCP, the peer pages measured
// beside the route, our CLS, the row's benchmarkIndex and the rows whose TBT grew too much.
import { median } from './lighthouse-run.mjs';

/** @typedef {import('./side-by-side-table.mjs').SideFigures} SideFigures */
/**
 * @typedef {{ route: string, page: SideFigures & { cls: number }, baseline: SideFigures, limit: SideFigures,
 *   peers: Array<SideFigures & { route: string }> }} BaselineRow
 */

/** Our TBT above the baseline's by more than this is a row to explain. */
const TBT_OVER_BASELINE_MS = 150;

/** Rounded, with its sign: +212, −35, 0. */
const signed = (/** @type {number} */ value) => {
  const rounded = Math.round(value);
  return rounded > 0 ? `+${rounded}` : rounded < 0 ? `−${-rounded}` : '0';
};

/**
 * @param {string} method the throttling method the figures were measured with
 * @param {BaselineRow[]} rows one per route of ours, in the order measured; a row may have no peer pages
 *   (`--peer-every`): its peer cells are « – »
 * @param {number} passes Lighthouse runs per page behind each median of ours and of the baseline
 * @param {{ baseline: string, limitPasses?: number, tbtOverMs?: number }} options `baseline`: the build's name (a commit) or server;
 *   `limitPasses`: runs behind the limit's medians, when fewer than `passes`; `tbtOverMs`: the « à expliquer » threshold
 * @returns {string[]} Markdown lines: a heading saying what the table holds, the table, and when there are several
 *   routes a median row, each cell of which is the median of its column over the routes (the differences included)
 */
export function baselineTable(method, rows, passes, { baseline, limitPasses = passes, tbtOverMs = TBT_OVER_BASELINE_MS }) {
  const peerRoutes = rows.find((row) => row.peers.length > 0)?.peers.map((peer) => peer.route) ?? [];
  const runsOf = (/** @type {number} */ count) => `${count} run${count === 1 ? '' : 's'}`;
  /**
   * One row's figures, as numbers; `undefined` where nothing was measured.
   * @typedef {{ route: string, perf: number, lcp: number, tbt: number, basePerf: number, baseLcp: number, baseTbt: number,
   *   tbtOver: number, lcpOverBase: number, limitLcp: number, lcpOver: number, peers: Array<{ perf: number, lcp: number, tbt: number } | undefined>,
   *   cls: number, index: number | undefined }} Line
   */
  /** @type {Line[]} */
  const lines = rows.map((row) => {
    const indexes = [row.page, row.baseline, row.limit, ...row.peers].flatMap((side) => side.runs.map((run) => run.benchmarkIndex));
    return {
      route: row.route,
      perf: row.page.performance,
      lcp: row.page.lcp,
      tbt: row.page.tbt,
      basePerf: row.baseline.performance,
      baseLcp: row.baseline.lcp,
      baseTbt: row.baseline.tbt,
      tbtOver: row.page.tbt - row.baseline.tbt,
      lcpOverBase: row.page.lcp - row.baseline.lcp,
      limitLcp: row.limit.lcp,
      lcpOver: row.page.lcp - row.limit.lcp,
      peers: peerRoutes.map((_, index) => {
        const peer = row.peers[index];
        return peer && { perf: peer.performance, lcp: peer.lcp, tbt: peer.tbt };
      }),
      cls: row.page.cls,
      index: indexes.length ? median(indexes) : undefined,
    };
  });
  /** @param {Line} line */
  const cells = (line) => [
    line.route,
    line.perf,
    Math.round(line.lcp),
    Math.round(line.tbt),
    line.basePerf,
    Math.round(line.baseLcp),
    Math.round(line.baseTbt),
    signed(line.tbtOver),
    signed(line.lcpOverBase),
    Math.round(line.limitLcp),
    signed(line.lcpOver),
    ...line.peers.map((peer) => (peer ? `${peer.perf} / ${Math.round(peer.lcp)} / ${Math.round(peer.tbt)}` : '–')),
    line.cls.toFixed(3),
    line.index === undefined ? '–' : Math.round(line.index),
    line.tbtOver > tbtOverMs ? `TBT ${signed(line.tbtOver)} ms` : '',
  ];
  const row = (/** @type {Array<string | number>} */ values) => `| ${values.join(' | ')} |`;
  const header = [
    'route',
    'perf',
    'LCP ms',
    'TBT ms',
    'baseline perf',
    'baseline LCP ms',
    'baseline TBT ms',
    'TBT − baseline ms',
    'LCP − baseline ms',
    'limit LCP ms',
    'LCP − limit ms',
    ...peerRoutes.map((route) => `peer \`${route}\` perf / LCP / TBT`),
    'CLS',
    'benchmarkIndex',
    'à expliquer',
  ];
  const table = [
    `### Beside the baseline ${baseline} — throttling: ${method} — median of ${runsOf(passes)} per page${limitPasses < passes ? ` (limit: ${runsOf(limitPasses)})` : ''}; benchmarkIndex: median of every run of the row; « à expliquer »: our TBT more than ${tbtOverMs} ms above the baseline's${rows.some((line) => line.peers.length < peerRoutes.length) ? '; – : peer not measured beside this route' : ''}`,
    '',
    row(header),
    `|${header.map(() => '---').join('|')}|`,
    ...lines.map((line) => row(cells(line))),
  ];
  if (lines.length > 1) {
    const med = (/** @type {(line: Line) => number} */ pick) => median(lines.map(pick));
    const measured = lines.flatMap((line) => (line.index === undefined ? [] : [line.index]));
    table.push(
      row(
        cells({
          route: '**median of the routes**',
          perf: med((line) => line.perf),
          lcp: med((line) => line.lcp),
          tbt: med((line) => line.tbt),
          basePerf: med((line) => line.basePerf),
          baseLcp: med((line) => line.baseLcp),
          baseTbt: med((line) => line.baseTbt),
          tbtOver: med((line) => line.tbtOver),
          lcpOverBase: med((line) => line.lcpOverBase),
          limitLcp: med((line) => line.limitLcp),
          lcpOver: med((line) => line.lcpOver),
          peers: peerRoutes.map((_, index) => {
            const beside = lines.flatMap((line) => line.peers[index] ?? []);
            return beside.length
              ? {
                  perf: median(beside.map((peer) => peer.perf)),
                  lcp: median(beside.map((peer) => peer.lcp)),
                  tbt: median(beside.map((peer) => peer.tbt)),
                }
              : undefined;
          }),
          cls: med((line) => line.cls),
          index: measured.length ? median(measured) : undefined,
        }),
      ),
    );
  }
  return table;
}
