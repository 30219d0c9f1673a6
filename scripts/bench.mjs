// `npm run bench`: figures, not tests (BENCHMARKS.md). Builds the production site
// from scratch with the embedded Firestore default, serves it on 127.0.0.1 and
// measures, against the budgets: Lighthouse (mobile, median of 3) per route,
// first-load JavaScript per route, build time and pages, a bounded local load.
// Writes bench/results.json.
//   npm run bench                    everything
//   npm run bench -- --runs 1        one Lighthouse run per route (quicker)
//   npm run bench -- --scale 1000    build time and memory with 1,000 extra articles
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildFingerprint, saveBuildStamp } from './lib/build-stamp.mjs';
import { firstLoadStats } from './lib/bundle-stats.mjs';
import { freePort } from './lib/emulator.mjs';
import { lighthouseMedian } from './lib/lighthouse-run.mjs';
import { loadTest } from './lib/load-test.mjs';
import { scaleBench } from './lib/scale-bench.mjs';
import { firestoreEnvironment, startNext } from './lib/site-server.mjs';
import { timedBuild } from './lib/timed-build.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' }, scale: { type: 'string' }, 'load-seconds': { type: 'string', default: '30' } } });
const BUDGET = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, cls: 0, firstLoadGzipKb: 140, loadErrors: 0 };
const machine = `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const mark = (ok) => (ok ? 'ok' : 'OVER');

if (args.scale) {
  const result = await scaleBench(ROOT, Number(args.scale));
  console.log(`\nScale: ${result.articles} extra articles → ${result.pages} pages, build ${result.seconds.toFixed(1)} s, peak memory ${result.peakMemoryMb ?? '?'} MB (${result.ok ? 'ok' : 'FAILED'})`);
  writeFileSync(join(ROOT, 'bench/scale.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), machine, ...result }, null, 2)}\n`);
  process.exit(result.ok ? 0 : 1);
}

const { env, emulator } = await firestoreEnvironment(process.env);
let server;
try {
  rmSync(join(ROOT, '.next'), { recursive: true, force: true });
  console.log('Building from scratch…');
  const build = timedBuild(ROOT, env);
  if (!build.ok) throw new Error(`build failed:\n${build.output.slice(-3000)}`);
  saveBuildStamp(buildFingerprint(env), env);
  const pages = (readdirSync(join(ROOT, '.next/server/app'), { recursive: true })).filter((file) => String(file).endsWith('.html')).length;

  const port = await freePort(3400);
  const origin = `http://127.0.0.1:${port}`;
  server = startNext({ ...env, PORT: String(port), HOSTNAME: '127.0.0.1' });
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${origin}/`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  const routes = [...readFileSync(join(ROOT, 'lib/content/routes.generated.ts'), 'utf8').matchAll(/"(\/[^"]*)"/g)].map((m) => m[1]);
  const lighthouse = [];
  for (const route of routes) {
    const figures = await lighthouseMedian(`${origin}${route}`, Number(args.runs));
    lighthouse.push({ route, ...figures });
    console.log(`Lighthouse ${route}: perf ${figures.performance}, a11y ${figures.accessibility}, bp ${figures.bestPractices}, seo ${figures.seo}`);
  }
  const firstLoad = firstLoadStats(ROOT).map(({ chunks, ...rest }) => rest);
  const load = await loadTest(origin, ['/', '/banque/fortuneo', '/blog/parrainage-boursobank', '/cashback/igraal', '/parrainage', '/page-inconnue'], { seconds: Number(args['load-seconds']), connections: 50 });

  console.log(`\n## Benchmark — ${new Date().toISOString().slice(0, 10)} — ${machine}\n`);
  console.log('| route | perf | a11y | best pr. | SEO | FCP ms | LCP ms | TBT ms | CLS | kB transferred | machine index | budgets |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of lighthouse) {
    const ok = r.performance >= BUDGET.performance && r.accessibility >= BUDGET.accessibility && r.bestPractices >= BUDGET.bestPractices && r.seo >= BUDGET.seo && r.cls <= BUDGET.cls;
    console.log(`| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.fcp)} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${(r.bytes / 1024).toFixed(0)} | ${Math.round(r.benchmarkIndex)} | ${mark(ok)} |`);
  }
  console.log('\n| build route | first-load JS raw | gzip | budget 140 kB |');
  console.log('|---|---|---|---|');
  // Test-only pages live in the e2e fixture build (e2e/fixtures/content), not in this one.
  for (const f of firstLoad) console.log(`| ${f.route} | ${(f.rawBytes / 1024).toFixed(1)} kB | ${(f.gzipBytes / 1024).toFixed(1)} kB | ${mark(f.gzipBytes / 1024 <= BUDGET.firstLoadGzipKb)} |`);
  console.log(`\nBuild: ${build.seconds.toFixed(1)} s wall, peak ${build.peakMemoryMb ?? '?'} MB, ${pages} HTML pages`);
  console.log(`Load (${args['load-seconds']} s, 50 connections, 6 routes): ${load.requestsPerSecond} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms, ${load.total} requests, non-2xx ${load.non2xx} (1 route in 6 is a deliberate 404), errors ${load.errors} → ${mark(load.errors === BUDGET.loadErrors)}`);

  writeFileSync(
    join(ROOT, 'bench/results.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), machine, budgets: BUDGET, build: { seconds: build.seconds, peakMemoryMb: build.peakMemoryMb, pages }, lighthouse, firstLoad, load }, null, 2)}\n`,
  );
  console.log('\nWritten to bench/results.json');
} finally {
  server?.child.kill('SIGTERM');
  await emulator?.stop();
}
