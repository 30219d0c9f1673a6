// @ts-check
// The command line of `npm run bench` (scripts/bench.mjs, BENCHMARKS.md), read and
// checked in one place: a wrong value stops the bench before its build, not after.
import { parseArgs } from 'node:util';

/** @typedef {'simulate' | 'devtools'} ThrottlingMethod */
/** @typedef {{ label: string, origin: string }} Baseline another build of this site, served apart, and its name in the tables */
/**
 * @typedef {{
 *   runs: number,
 *   routes: string[] | undefined,
 *   scale: number | undefined,
 *   loadSeconds: number,
 *   baselines: Baseline[],
 *   baselineRoutes: Record<string, string>,
 *   peer: string | undefined,
 *   peerRoutes: string[],
 *   throttling: ThrottlingMethod[],
 *   devtoolsRuns: number,
 *   limitRuns: number,
 *   peerEvery: number,
 *   lengthSlope: boolean,
 *   help: boolean,
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
 * Every option of `npm run bench`: what the parser reads (its type and default) and what `--help` prints (its value's
 * name and what it does), in one table.
 * @type {Record<string, { type: 'string' | 'boolean', multiple?: boolean, default?: string | boolean, short?: string, value?: string, help: string }>}
 */
const OPTIONS = {
  runs: { type: 'string', default: '5', value: 'N', help: 'Lighthouse runs per page and per limit; 1 is quicker and noisier' },
  routes: { type: 'string', value: '/,/a', help: 'only these routes (default: every route of the site)' },
  scale: { type: 'string', value: 'N', help: 'only the build time and memory with N extra articles (default: off)' },
  'load-seconds': { type: 'string', default: '30', value: 'S', help: 'seconds of the local load test (0: none)' },
  baseline: {
    type: 'string',
    multiple: true,
    value: '[NAME=]URL',
    help: 'another build of this site (an earlier commit served from a copy) beside every route; repeat it for several, NAME (e.g. a commit) heads its table',
  },
  // A page this build adds, judged against the baseline's page it must stay as light as (/mon-plan beside /parrainage).
  'baseline-route': {
    type: 'string',
    multiple: true,
    value: '/new=/old',
    help: 'on the baselines, measure /old beside our /new (a route they do not have); repeat it for several',
  },
  peer: { type: 'string', value: 'URL', help: 'a peer site whose pages are measured in the same passes' },
  'peer-routes': { type: 'string', value: '/,/a', help: "the peer's pages, with --peer (default: /)" },
  throttling: {
    type: 'string',
    default: 'simulate',
    value: 'simulate|devtools|both',
    help: "Lighthouse's simulated throttling, applied throttling (devtools), or both",
  },
  // Applied throttling loads each page for real on slow 4G, several times slower than a simulated run:
  // an every-route run beside a peer fits in time only with fewer applied passes.
  'devtools-runs': { type: 'string', value: 'N', help: 'applied-throttling runs per page (default: --runs)' },
  // The no-script limit varies little from run to run: fewer passes may do.
  'limit-runs': { type: 'string', value: 'N', help: "runs of the no-script limit, within the page's passes (default: --runs)" },
  'peer-every': {
    type: 'string',
    default: '1',
    value: 'K',
    help: "the peer's pages beside every K-th route only (the 1st, the K+1th…), in the same passes",
  },
  'length-slope': {
    type: 'boolean',
    default: false,
    help: "only the guide's main-thread work at 1×, 2× and 4× its length, and the slope",
  },
  help: { type: 'boolean', default: false, short: 'h', help: 'print these options and exit' },
};

/** The options as `--help` prints them: one line each, what it does and its default. */
export function benchUsage() {
  const rows = Object.entries(OPTIONS).map(([name, option]) => ({
    left: [option.short ? `-${option.short}, ` : '', `--${name}`, option.value ? ` ${option.value}` : ''].join(''),
    right: `${option.help}${option.type === 'string' && option.default !== undefined ? ` (default: ${option.default})` : ''}`,
  }));
  const width = Math.max(...rows.map(({ left }) => left.length));
  const lines = rows.map(({ left, right }) => `  ${left.padEnd(width)}  ${right}`);
  return ['Usage: npm run bench -- [options]   (scripts/bench.mjs, BENCHMARKS.md)', '', 'Options:', ...lines].join('\n');
}

/**
 * `NAME=URL` or `URL` (named by its origin): the origin of a server of this site.
 * @param {string} value
 * @returns {Baseline}
 */
function baselineOf(value) {
  const named = /^([\w.-]+)=(.*)$/.exec(value);
  const address = named?.[2] ?? value;
  const url = URL.canParse(address) ? new URL(address) : undefined;
  if (!url || !['http:', 'https:'].includes(url.protocol)) throw new Error(`--baseline: ${address} is not an http(s) URL`);
  // The site is served from its root: its pages load /_next/… from there, whatever the page's path.
  if (url.pathname !== '/' || url.search || url.hash)
    throw new Error(`--baseline: ${address} is not a server's origin (the site is served from its root: ${url.origin})`);
  return { label: named?.[1] ?? url.origin, origin: url.origin };
}

/**
 * @param {string[]} argv the arguments after the script's name
 * @returns {BenchOptions}
 */
export function parseBenchArgs(argv) {
  const options = Object.fromEntries(Object.entries(OPTIONS).map(([name, { help: _help, value: _value, ...parsed }]) => [name, parsed]));
  /**
   * What the parser returns for the table above.
   * @type {{ runs: string, routes?: string, scale?: string, 'load-seconds': string, baseline?: string[], 'baseline-route'?: string[], peer?: string,
   *   'peer-routes'?: string, throttling: string, 'devtools-runs'?: string, 'limit-runs'?: string, 'peer-every': string,
   *   'length-slope': boolean, help: boolean }}
   */
  let values;
  try {
    values = /** @type {typeof values} */ (
      parseArgs({ args: argv, options: /** @type {NonNullable<import('node:util').ParseArgsConfig['options']>} */ (options) }).values
    );
  } catch (error) {
    // An unknown option, a value missing or given to a flag: Node.js's message, and where the options are.
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n(npm run bench -- --help lists the options)`);
  }
  // The options are not checked then: only the list is wanted.
  if (values.help) return { ...parseBenchArgs([]), help: true };
  const throttling = THROTTLING[values.throttling];
  if (!throttling) throw new Error(`--throttling: ${values.throttling} is not one of simulate, devtools, both`);
  if (values['peer-routes'] !== undefined && values.peer === undefined) throw new Error('--peer-routes needs --peer URL');
  let peer;
  if (values.peer !== undefined) {
    const url = URL.canParse(values.peer) ? new URL(values.peer) : undefined;
    if (!url || !['http:', 'https:'].includes(url.protocol)) throw new Error(`--peer: ${values.peer} is not an http(s) URL`);
    peer = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  }
  const baselines = (values.baseline ?? []).map(baselineOf);
  const labels = baselines.map((baseline) => baseline.label);
  const twice = labels.find((label, index) => labels.indexOf(label) !== index);
  if (twice !== undefined) throw new Error(`--baseline: the name ${twice} is given twice`);
  const baselineRoutes = Object.fromEntries(
    (values['baseline-route'] ?? []).map((pair) => {
      const [ours, theirs, ...rest] = pair.split('=');
      if (!ours?.startsWith('/') || !theirs?.startsWith('/') || rest.length > 0)
        throw new Error(`--baseline-route: « ${pair} » is not /our-route=/their-route`);
      return [ours, theirs];
    }),
  );
  if (Object.keys(baselineRoutes).length > 0 && baselines.length === 0) throw new Error('--baseline-route needs --baseline');
  const runs = count('runs', values.runs, 1);
  return {
    runs,
    routes: values.routes === undefined ? undefined : routeList('routes', values.routes),
    scale: values.scale === undefined ? undefined : count('scale', values.scale, 1),
    loadSeconds: count('load-seconds', values['load-seconds'], 0),
    baselines,
    baselineRoutes,
    peer,
    peerRoutes: peer === undefined ? [] : values['peer-routes'] === undefined ? ['/'] : routeList('peer-routes', values['peer-routes']),
    throttling,
    devtoolsRuns: values['devtools-runs'] === undefined ? runs : count('devtools-runs', values['devtools-runs'], 1),
    limitRuns: values['limit-runs'] === undefined ? runs : count('limit-runs', values['limit-runs'], 1),
    peerEvery: count('peer-every', values['peer-every'], 1),
    lengthSlope: values['length-slope'],
    help: false,
  };
}

/**
 * Lighthouse passes of our page per throttling method; the limit is measured in the first `limitRuns` of them.
 * @param {Pick<BenchOptions, 'runs' | 'devtoolsRuns' | 'throttling'>} options
 * @returns {Partial<Record<ThrottlingMethod, number>>}
 */
export const passesByMethod = ({ runs, devtoolsRuns, throttling }) =>
  Object.fromEntries(throttling.map((method) => [method, method === 'devtools' ? devtoolsRuns : runs]));
