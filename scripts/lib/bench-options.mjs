// @ts-check
// The command line of `npm run bench` (scripts/bench.mjs, BENCHMARKS.md), read and
// checked in one place: a wrong value stops the bench before its build, not after.
import { parseArgs } from 'node:util';

/** @typedef {'simulate' | 'devtools'} ThrottlingMethod */
/**
 * @typedef {{
 *   runs: number,
 *   routes: string[] | undefined,
 *   scale: number | undefined,
 *   loadSeconds: number,
 *   baseline: string | undefined,
 *   peer: string | undefined,
 *   peerRoutes: string[],
 *   throttling: ThrottlingMethod[],
 *   devtoolsRuns: number,
 *   limitRuns: number,
 *   peerEvery: number,
 *   lengthSlope: boolean,
 * }} BenchOptions
 */

/** `/,/blog/x` → ['/', '/blog/x']; each must be a path. */
const routeList = (/** @type {string} */ name, /** @type {string} */ value) => {
  const routes = value
    .split(',')
    .map((route) => route.trim())
    .filter(Boolean);
  const wrong = routes.find((route) => !route.startsWith('/'));
  if (wrong !== undefined) throw new Error(`--${name}: « ${wrong} » is not a path starting with /`);
  if (routes.length === 0) throw new Error(`--${name}: no route given`);
  return routes;
};

const count = (/** @type {string} */ name, /** @type {string} */ value, /** @type {number} */ min) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) throw new Error(`--${name}: ${value} is not a whole number ≥ ${min}`);
  return number;
};

/** @type {Record<string, ThrottlingMethod[]>} */
const THROTTLING = { simulate: ['simulate'], devtools: ['devtools'], both: ['simulate', 'devtools'] };

/**
 * @param {string[]} argv the arguments after the script's name
 * @returns {BenchOptions}
 */
export function parseBenchArgs(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: 'string', default: '5' },
      routes: { type: 'string' },
      scale: { type: 'string' },
      'load-seconds': { type: 'string', default: '30' },
      // Another build of this site (an earlier commit served from a copy), measured beside every route.
      baseline: { type: 'string' },
      peer: { type: 'string' },
      'peer-routes': { type: 'string' },
      throttling: { type: 'string', default: 'simulate' },
      // Applied throttling loads each page for real on slow 4G, about 22 s a run here against 9 to 13 simulated:
      // an every-route run beside a peer fits in an hour and a half only with fewer applied passes.
      'devtools-runs': { type: 'string' },
      // The no-script limit varies little from run to run (perf 100 on every run measured): fewer passes may do.
      'limit-runs': { type: 'string' },
      // The peer's pages beside every K-th route only (the 1st, the K+1th…), still in the same passes.
      'peer-every': { type: 'string', default: '1' },
      'length-slope': { type: 'boolean', default: false },
    },
  });
  const throttling = THROTTLING[values.throttling];
  if (!throttling) throw new Error(`--throttling: ${values.throttling} is not one of simulate, devtools, both`);
  if (values['peer-routes'] !== undefined && values.peer === undefined) throw new Error('--peer-routes needs --peer URL');
  let peer;
  if (values.peer !== undefined) {
    const url = URL.canParse(values.peer) ? new URL(values.peer) : undefined;
    if (!url || !['http:', 'https:'].includes(url.protocol)) throw new Error(`--peer: ${values.peer} is not an http(s) URL`);
    peer = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  }
  let baseline;
  if (values.baseline !== undefined) {
    const url = URL.canParse(values.baseline) ? new URL(values.baseline) : undefined;
    if (!url || !['http:', 'https:'].includes(url.protocol)) throw new Error(`--baseline: ${values.baseline} is not an http(s) URL`);
    // The site is served from its root: its pages load /_next/… from there, whatever the page's path.
    if (url.pathname !== '/' || url.search || url.hash)
      throw new Error(`--baseline: ${values.baseline} is not a server's origin (the site is served from its root: ${url.origin})`);
    baseline = url.origin;
  }
  const runs = count('runs', values.runs, 1);
  return {
    runs,
    routes: values.routes === undefined ? undefined : routeList('routes', values.routes),
    scale: values.scale === undefined ? undefined : count('scale', values.scale, 1),
    loadSeconds: count('load-seconds', values['load-seconds'], 0),
    baseline,
    peer,
    peerRoutes: peer === undefined ? [] : values['peer-routes'] === undefined ? ['/'] : routeList('peer-routes', values['peer-routes']),
    throttling,
    devtoolsRuns: values['devtools-runs'] === undefined ? runs : count('devtools-runs', values['devtools-runs'], 1),
    limitRuns: values['limit-runs'] === undefined ? runs : count('limit-runs', values['limit-runs'], 1),
    peerEvery: count('peer-every', values['peer-every'], 1),
    lengthSlope: values['length-slope'],
  };
}

/**
 * Lighthouse passes of our page per throttling method; the limit is measured in the first `limitRuns` of them.
 * @param {Pick<BenchOptions, 'runs' | 'devtoolsRuns' | 'throttling'>} options
 * @returns {Partial<Record<ThrottlingMethod, number>>}
 */
export const passesByMethod = ({ runs, devtoolsRuns, throttling }) =>
  Object.fromEntries(throttling.map((method) => [method, method === 'devtools' ? devtoolsRuns : runs]));
