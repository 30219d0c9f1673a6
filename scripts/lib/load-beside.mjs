// @ts-check
// Requests per second and p99 of a few routes on this build and on each baseline, in turns
// (A, B, then B, A…) so that the machine's drift over the run falls on every side alike; the
// median of the turns is reported. Only 127.0.0.1 (loadTest refuses anything else).
import { loadTest } from './load-test.mjs';

/** The routes compared: the home page and the comparison, the two most visited pages. */
const LOAD_COMPARED_ROUTES = ['/', '/parrainage'];

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * @param {{ label: string, origin: string }[]} sides this build first, then each baseline
 * @param {{ seconds: number, turns?: number, connections?: number, routes?: string[] }} options
 * @returns {Promise<{ route: string, sides: { label: string, requestsPerSecond: number, p99: number, errors: number }[] }[]>}
 */
export async function loadBeside(sides, { seconds, turns = 4, connections = 50, routes = LOAD_COMPARED_ROUTES }) {
  const results = [];
  for (const route of routes) {
    /** @type {Map<string, { rps: number[], p99: number[], errors: number }>} */
    const runs = new Map(sides.map(({ label }) => [label, { rps: [], p99: [], errors: 0 }]));
    for (let turn = 0; turn < turns; turn += 1) {
      const order = turn % 2 === 0 ? sides : [...sides].reverse();
      for (const { label, origin } of order) {
        const result = await loadTest(origin, [route], { seconds, connections });
        const side = runs.get(label);
        side?.rps.push(result.requestsPerSecond);
        side?.p99.push(result.p99);
        if (side) side.errors += result.errors + result.non2xx;
      }
    }
    results.push({
      route,
      sides: sides.map(({ label }) => {
        const side = runs.get(label) ?? { rps: [], p99: [], errors: 0 };
        return { label, requestsPerSecond: Math.round(median(side.rps)), p99: median(side.p99), errors: side.errors };
      }),
    });
  }
  return results;
}

/**
 * The table: each baseline's figures and this build's as a ratio of them.
 * @param {Awaited<ReturnType<typeof loadBeside>>} results
 * @param {number} seconds
 * @param {number} turns
 */
export function loadBesideTable(results, seconds, turns) {
  const lines = [
    `\nLoad beside the baselines (${turns} turns of ${seconds} s per side and route, 50 connections, alternating; medians):`,
    '| route | side | req/s | p99 ms | non-2xx + errors | this build’s req/s against it | this build’s p99 against it |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const { route, sides } of results) {
    const own = sides[0];
    for (const side of sides) {
      const vs = (/** @type {number} */ a, /** @type {number} */ b) => (b > 0 ? `${((a / b - 1) * 100).toFixed(1)} %` : '–');
      lines.push(
        `| ${route} | ${side.label} | ${side.requestsPerSecond} | ${side.p99} | ${side.errors} | ${side === own ? '' : vs(own?.requestsPerSecond ?? 0, side.requestsPerSecond)} | ${side === own ? '' : vs(own?.p99 ?? 0, side.p99)} |`,
      );
    }
  }
  return lines;
}
