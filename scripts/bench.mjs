// `npm run bench`: figures, not tests (BENCHMARKS.md). Builds the production site
// from scratch with the embedded Firestore default, serves it on 127.0.0.1 and
// measures, against the budgets: Lighthouse (mobile, median of the runs) per route beside
// the same HTML without any script (the limit) and, if given, the same route on another
// build of this site (the baseline) and a peer site's pages, all interleaved pass by
// pass; inline page data and start-up client components per route, first-load
// JavaScript per route, build time and pages, a bounded local load. Writes
// bench/results.json. Its options, one line each: `npm run bench -- --help` (scripts/lib/bench-options.mjs);
// examples of their use: BENCHMARKS.md.
import { PLAN_PATH } from '../lib/plan-paths.mjs';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { baselineTable } from './lib/baseline-table.mjs';
import { benchUsage, parseBenchArgs, passesByMethod } from './lib/bench-options.mjs';
import { buildFingerprint, saveBuildStamp } from './lib/build-stamp.mjs';
import { firstLoadStats } from './lib/bundle-stats.mjs';
import { contentCheckTime } from './lib/content-check-time.mjs';
import { freePort } from './lib/emulator.mjs';
import { BENCH_BUDGETS, STATIC_BUDGETS } from './lib/budgets.mjs';
import { lighthouseInterleaved } from './lib/lighthouse-passes.mjs';
import { median } from './lib/lighthouse-run.mjs';
import { lengthSlope, slopeTable } from './lib/length-slope.mjs';
import { loadBeside, loadBesideTable } from './lib/load-beside.mjs';
import { loadTest } from './lib/load-test.mjs';
import { startPageProxy } from './lib/page-proxy.mjs';
import { pageWeight } from './lib/page-weight.mjs';
import { scaleBench } from './lib/scale-bench.mjs';
import { sideBySideTable } from './lib/side-by-side-table.mjs';
import { firestoreEnvironment, startServer, untilServing } from './lib/site-server.mjs';
import { timedBuild } from './lib/timed-build.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const args = (() => {
  try {
    return parseBenchArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`npm run bench: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
})();
if (args.help) {
  console.log(benchUsage());
  process.exit(0);
}
/** Every budget, the tests' included (scripts/lib/budgets.mjs, BENCHMARKS.md#budgets). */
const BUDGET = { ...BENCH_BUDGETS, ...STATIC_BUDGETS };
/** The page-weight figures of a served page (scripts/lib/page-weight.mjs) within the budgets the tests hold. */
const weightWithin = (/** @type {ReturnType<typeof pageWeight>} */ weight) =>
  (weight.inlineDataBytes - weight.stylesheetCopyBytes) / 1024 <= BUDGET.inlineDataKb &&
  weight.htmlGzipBytes / 1024 <= BUDGET.htmlGzipKb &&
  weight.clientComponents <= BUDGET.clientComponents &&
  weight.clientInstances <= BUDGET.clientInstances &&
  weight.serverElements <= BUDGET.serverElements;
/** Pages whose main thread is broken down in BENCHMARKS.md: the home page, a bank, an article, the overview. */
const DETAILED = new Set(['/', '/banque/boursobank', '/blog/parrainage-boursobank', '/parrainage']);
const machine = `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const mark = (ok) => (ok ? 'ok' : 'OVER');

if (args.scale) {
  const result = await scaleBench(ROOT, args.scale);
  console.log(
    `\nScale: ${result.articles} extra articles → ${result.pages} pages, build ${result.seconds.toFixed(1)} s, peak memory ${result.peakMemoryMb ?? '?'} MB (${result.ok ? 'ok' : 'FAILED'})`,
  );
  writeFileSync(
    join(ROOT, 'bench/scale.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), machine, ...result }, null, 2)}\n`,
  );
  process.exit(result.ok ? 0 : 1);
}

if (args.lengthSlope) {
  const { env, emulator } = await firestoreEnvironment(process.env);
  try {
    const result = await lengthSlope(env, { runs: args.runs, methods: args.throttling });
    console.log(`\n## Length slope — ${new Date().toISOString().slice(0, 10)} — ${machine} — ${args.runs} runs per page\n`);
    console.log(slopeTable(result).join('\n'));
    writeFileSync(
      join(ROOT, 'bench/slope.json'),
      `${JSON.stringify({ measuredAt: new Date().toISOString(), machine, ...result }, null, 2)}\n`,
    );
    console.log('\nWritten to bench/slope.json');
  } finally {
    await emulator?.stop();
  }
  process.exit(0);
}

/** The status `url` answers with, or why it could not answer. */
const statusOf = (/** @type {string} */ url) =>
  fetch(url).then(
    (answer) => answer.status,
    (error) => String(error.cause ?? error),
  );
// The routes of the last content build (the build below writes them again).
const ROUTES_FILE = join(ROOT, 'lib/content/routes.generated.ts');
const siteRoutes = () => [...readFileSync(ROUTES_FILE, 'utf8').matchAll(/"(\/[^"]*)"/g)].map((m) => m[1]);

// The peer is served by someone else (BENCHMARKS.md): checked before a build that would be wasted.
for (const route of args.peerRoutes) {
  const status = await statusOf(`${args.peer}${route}`);
  if (status !== 200) throw new Error(`peer ${args.peer}${route}: ${status}, expected 200 (is the peer served?)`);
}
/** Addresses found answering 200 on a baseline. */
const onBaseline = new Set();
/** Stops unless each route answers 200 on every baseline; an address already found there is not asked again. */
/** The baseline's route measured beside ours: the same, or the one --baseline-route names for a route it does not have. */
const baselineRoute = (/** @type {string} */ route) => args.baselineRoutes[route] ?? route;
const checkBaselines = async (/** @type {string[]} */ routes) => {
  for (const { label, origin } of args.baselines)
    for (const url of routes.map((route) => `${origin}${baselineRoute(route)}`).filter((url) => !onBaseline.has(url))) {
      const status = await statusOf(url);
      if (status !== 200)
        throw new Error(
          `baseline ${label} ${url}: ${status}, expected 200 (is the baseline served? A route it does not have can be left out with --routes)`,
        );
      onBaseline.add(url);
    }
};
// The baselines too, for the routes known before the build: those given, or those of the last content build.
await checkBaselines(args.routes ?? (existsSync(ROUTES_FILE) ? siteRoutes() : []));

// Before the build and the servers: nothing else of the bench runs beside it.
const contentCheck = contentCheckTime(ROOT);
const { env, emulator } = await firestoreEnvironment(process.env);
let server;
const proxies = [];
try {
  rmSync(join(ROOT, '.next'), { recursive: true, force: true });
  console.log('Building from scratch…');
  const build = timedBuild(ROOT, env);
  if (!build.ok) throw new Error(`build failed:\n${build.output.slice(-3000)}`);
  saveBuildStamp(buildFingerprint(env), env);
  const pages = readdirSync(join(ROOT, '.next/server/app'), { recursive: true }).filter((file) => String(file).endsWith('.html')).length;

  const port = await freePort(3400);
  const origin = `http://127.0.0.1:${port}`;
  server = startServer({ ...env, PORT: String(port), HOSTNAME: '127.0.0.1' });
  await untilServing(origin);

  // The content's routes, and the one page of app/ rendered from its query (« Mon plan », measured when asked for).
  const allRoutes = [...siteRoutes(), PLAN_PATH];
  const routes = args.routes ? args.routes.filter((route) => allRoutes.includes(route)) : allRoutes.filter((route) => route !== PLAN_PATH);
  for (const route of (args.routes ?? []).filter((route) => !allRoutes.includes(route)))
    console.warn(`Not a route of the site, skipped: ${route}`);
  // A route the last content build did not have yet (new content): checked now, before any Lighthouse run.
  await checkBaselines(routes);
  // The page and its limit are both served through the same proxy (scripts/lib/page-proxy.mjs).
  const real = await startPageProxy({ upstream: origin, port: await freePort(port + 10), stripScripts: false });
  proxies.push(real);
  const bare = await startPageProxy({ upstream: origin, port: await freePort(port + 20), stripScripts: true });
  proxies.push(bare);
  // Each baseline through a proxy of its own, like our page: same relay, same compression, only the build differs.
  const earlier = [];
  for (const [index, { label, origin }] of args.baselines.entries()) {
    const proxy = await startPageProxy({ upstream: origin, port: await freePort(port + 30 + index), stripScripts: false });
    proxies.push(proxy);
    earlier.push({ label, origin: proxy.origin });
  }
  const peers = args.peerRoutes.map((route) => ({ route, url: `${args.peer}${route}` }));
  /**
   * Entries per throttling method, one per route: our page's medians, its limit, the peer pages measured in the same
   * passes and, with --baseline, the same route on each baseline.
   */
  const lighthouse = Object.fromEntries(args.throttling.map((method) => [method, []]));
  const passes = passesByMethod(args);
  for (const [index, route] of routes.entries()) {
    console.log(`Lighthouse ${route}:`);
    const byMethod = await lighthouseInterleaved(
      {
        page: `${real.origin}${route}`,
        baselines: earlier.map(({ label, origin }) => ({ label, url: `${origin}${baselineRoute(route)}` })),
        limit: `${bare.origin}${route}`,
        peers: index % args.peerEvery === 0 ? peers : [],
      },
      passes,
      { details: DETAILED.has(route), limitPasses: args.limitRuns },
    );
    const weight = pageWeight(await (await fetch(`${origin}${route}`)).text());
    for (const [method, { page, baselines, limit, peers: peerSides, thread }] of Object.entries(byMethod)) {
      lighthouse[method].push({ route, ...page, limit, peers: peerSides, baselines, weight, thread });
      console.log(
        `Lighthouse ${route} (${method}): perf ${page.performance} (limit ${limit.performance}), LCP ${Math.round(page.lcp)} ms (limit ${Math.round(limit.lcp)}), TBT ${Math.round(page.tbt)} ms, machine index ${Math.round(page.benchmarkIndex)}${baselines.map((baseline) => `; baseline ${baseline.label}: perf ${baseline.performance}, LCP ${Math.round(baseline.lcp)} ms, TBT ${Math.round(baseline.tbt)} ms`).join('')}${peerSides.map((peer) => `; peer ${peer.route}: perf ${peer.performance}, LCP ${Math.round(peer.lcp)} ms, TBT ${Math.round(peer.tbt)} ms`).join('')}`,
      );
    }
  }
  const firstLoad = firstLoadStats(ROOT).map(({ chunks: _chunks, ...rest }) => rest);
  // Every content page, the home page included, is the one catch-all route of the build.
  const contentRoute = firstLoad.find(({ route }) => route === '/[[...slug]]');
  const contentFirstLoadKb = contentRoute ? (contentRoute.gzipBytes / 1024).toFixed(1) : '?';
  const load =
    args.loadSeconds === 0
      ? undefined
      : await loadTest(
          origin,
          ['/', '/banque/fortuneo', '/blog/parrainage-boursobank', '/cashback/igraal', '/parrainage', '/page-inconnue'],
          { seconds: args.loadSeconds, connections: 50 },
        );

  // This build and each baseline, served directly (no proxy), in turns: requests per second and p99.
  const LOAD_TURNS = 4;
  const beside =
    args.loadSeconds === 0 || args.baselines.length === 0
      ? undefined
      : await loadBeside([{ label: 'this build', origin }, ...args.baselines], {
          seconds: Math.max(5, Math.round(args.loadSeconds / LOAD_TURNS)),
          turns: LOAD_TURNS,
        });

  const ratio = (a, b) => (b > 0 ? (a / b).toFixed(2) : '–');
  console.log(
    `\n## Benchmark — ${new Date().toISOString().slice(0, 10)} — ${machine} — Lighthouse runs per page: ${Object.entries(passes)
      .map(([method, count]) => `${count} ${method}`)
      .join(
        ', ',
      )} (limit: at most ${args.limitRuns}${args.baselines.map(({ label, origin }) => `; baseline ${label} (${origin}) beside every route`).join('')}${args.peer ? `; peer pages (${args.peer}) beside every ${args.peerEvery === 1 ? '' : `${args.peerEvery}th `}route` : ''})`,
  );
  for (const [method, entries] of Object.entries(lighthouse)) {
    // An entry holds our page's figures at its top level (the detailed table below reads them there).
    const sides = entries.map((r) => ({ route: r.route, page: r, limit: r.limit, peers: r.peers }));
    const runs = passes[/** @type {'simulate' | 'devtools'} */ (method)] ?? args.runs;
    console.log(`\n${sideBySideTable(method, sides, runs, { limitPasses: Math.min(runs, args.limitRuns) }).join('\n')}\n`);
    for (const [index, { label }] of args.baselines.entries()) {
      const rows = entries.map((r) => ({ route: r.route, page: r, baseline: r.baselines[index], limit: r.limit, peers: r.peers }));
      console.log(`${baselineTable(method, rows, runs, { baseline: label, limitPasses: Math.min(runs, args.limitRuns) }).join('\n')}\n`);
    }
    console.log(`### Our pages and their limit — throttling: ${method}\n`);
    console.log(
      '| route | perf | limit | perf ratio | LCP ms | limit | LCP ratio | TBT ms | limit | TBT over limit | CLS | a11y | bp | SEO | first-load JS kB gzip | HTML kB gzip | inline data kB (+ stylesheet copies) | client comp. / elements | page-data elements | perf spread | machine index | budgets |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const r of entries) {
      const ok =
        r.performance >= BUDGET.performance &&
        r.lcp <= BUDGET.lcpMs &&
        r.tbt <= BUDGET.tbtMs &&
        r.accessibility >= BUDGET.accessibility &&
        r.bestPractices >= BUDGET.bestPractices &&
        r.seo >= BUDGET.seo &&
        r.cls <= BUDGET.cls &&
        weightWithin(r.weight);
      console.log(
        `| ${r.route} | ${r.performance} | ${r.limit.performance} | ${ratio(r.performance, r.limit.performance)} | ${Math.round(r.lcp)} | ${Math.round(r.limit.lcp)} | ${ratio(r.lcp, r.limit.lcp)} | ${Math.round(r.tbt)} | ${Math.round(r.limit.tbt)} | +${Math.round(r.tbt - r.limit.tbt)} | ${r.cls.toFixed(3)} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${contentFirstLoadKb} | ${(r.weight.htmlGzipBytes / 1024).toFixed(1)} | ${((r.weight.inlineDataBytes - r.weight.stylesheetCopyBytes) / 1024).toFixed(1)} (+${(r.weight.stylesheetCopyBytes / 1024).toFixed(1)}) | ${r.weight.clientComponents} / ${r.weight.clientInstances} | ${r.weight.serverElements} | ${r.spread.performance.join('–')} | ${Math.round(r.benchmarkIndex)} (${r.spread.benchmarkIndex.map(Math.round).join('–')}) | ${mark(ok)} |`,
      );
    }
    const med = (pick) => median(entries.map(pick));
    const medianPerf = med((r) => r.performance);
    console.log(
      `| **median** | ${medianPerf} | ${med((r) => r.limit.performance)} | ${ratio(
        medianPerf,
        med((r) => r.limit.performance),
      )} | ${Math.round(med((r) => r.lcp))} | ${Math.round(med((r) => r.limit.lcp))} | ${ratio(
        med((r) => r.lcp),
        med((r) => r.limit.lcp),
      )} | ${Math.round(med((r) => r.tbt))} | ${Math.round(med((r) => r.limit.tbt))} | | | | | | | | | ${Math.round(med((r) => r.weight.serverElements))} | | ${Math.round(med((r) => r.benchmarkIndex))} | ${mark(medianPerf >= BUDGET.medianPerformance)} |`,
    );
    console.log(
      `Worst route: perf ${Math.min(...entries.map((r) => r.performance))} (budget ${BUDGET.performance}), median ${medianPerf} (budget ${BUDGET.medianPerformance}).`,
    );
    for (const r of entries.filter((entry) => entry.thread)) {
      console.log(`\n### Main thread of ${r.route} (median run, ${method}) — LCP element: ${r.thread.lcpElement ?? '?'}\n`);
      console.log('| task | cost ms |\n|---|---|');
      for (const item of r.thread.breakdown) console.log(`| ${item.group} | ${Math.round(item.ms)} |`);
      for (const item of r.thread.bootup.slice(0, 6))
        console.log(
          `| script ${item.url} (evaluation ${Math.round(item.scriptingMs)}, parse ${Math.round(item.parseMs)}) | ${Math.round(item.totalMs)} |`,
        );
      for (const item of r.thread.longTasks.slice(0, 8))
        console.log(`| long task at ${Math.round(item.startMs)} ms: ${item.url} | ${Math.round(item.ms)} |`);
    }
  }
  console.log(`\n| build route | first-load JS raw | gzip | budget ${BUDGET.firstLoadGzipKb} kB |`);
  console.log('|---|---|---|---|');
  // Test-only pages live in the e2e fixture build (e2e/fixtures/content), not in this one.
  for (const f of firstLoad)
    console.log(
      `| ${f.route} | ${(f.rawBytes / 1024).toFixed(1)} kB | ${(f.gzipBytes / 1024).toFixed(1)} kB | ${mark(f.gzipBytes / 1024 <= BUDGET.firstLoadGzipKb)} |`,
    );
  console.log(
    `\nContent check (npm run check, whole content/): best ${contentCheck.bestMs} ms of ${contentCheck.runsMs.join(', ')} ms (budget ${BUDGET.contentCheckMs} ms) → ${mark(contentCheck.ok && contentCheck.bestMs <= BUDGET.contentCheckMs)}`,
  );
  console.log(`\nBuild: ${build.seconds.toFixed(1)} s wall, peak ${build.peakMemoryMb ?? '?'} MB, ${pages} HTML pages`);
  if (beside)
    for (const line of loadBesideTable(beside, Math.max(5, Math.round(args.loadSeconds / LOAD_TURNS)), LOAD_TURNS)) console.log(line);
  if (load)
    console.log(
      `Load (${args.loadSeconds} s, 50 connections, 6 routes): ${load.requestsPerSecond} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms, ${load.total} requests, non-2xx ${load.non2xx} (1 route in 6 is a deliberate 404), errors ${load.errors} → ${mark(load.errors === BUDGET.loadErrors)}`,
    );

  writeFileSync(
    join(ROOT, 'bench/results.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), machine, baselines: args.baselines, budgets: BUDGET, contentCheck, build: { seconds: build.seconds, peakMemoryMb: build.peakMemoryMb, pages }, lighthouse, firstLoad, load, loadBeside: beside }, null, 2)}\n`,
  );
  console.log('\nWritten to bench/results.json');
} finally {
  for (const proxy of proxies) await proxy.close();
  server?.child.kill('SIGTERM');
  await emulator?.stop();
}
