// `npm run bench`: figures, not tests. Builds the production site (with the
// embedded Firestore default) when the build is missing or stale, then prints the
// first-load JavaScript of every route and writes bench/results.json.
import { readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { firestoreChunks, firstLoadStats } from './lib/bundle-stats.mjs';
import { buildIfStale, firestoreEnvironment } from './lib/site-server.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const BUDGET_GZIP = 140 * 1024;
const { env, emulator } = await firestoreEnvironment(process.env);
try {
  buildIfStale(env);
} finally {
  await emulator?.stop();
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const routes = firstLoadStats(ROOT);
const allChunks = readdirSync(join(ROOT, '.next/static/chunks')).filter((name) => name.endsWith('.js')).map((name) => `.next/static/chunks/${name}`);
const sdkChunks = firestoreChunks(ROOT, allChunks);
const content = routes.find((route) => route.route === '/[[...slug]]');
const plain = routes.find((route) => route.route === '/_not-found');

console.log('\nFirst-load JavaScript per route (from .next/diagnostics/route-bundle-stats.json)');
console.log('route'.padEnd(20), 'raw'.padStart(10), 'gzip'.padStart(10), ' budget (140 kB gzip)');
for (const route of routes) {
  console.log(route.route.padEnd(20), kB(route.rawBytes).padStart(10), kB(route.gzipBytes).padStart(10), route.gzipBytes <= BUDGET_GZIP ? ' ok' : ' over');
}
const primeDelta = content && plain ? content.gzipBytes - plain.gzipBytes : undefined;
console.log(`\nContent pages (all writer components, <Prime> included) vs the 404 page (none): +${kB(primeDelta ?? 0)} gzip (budget 5 kB: ${primeDelta !== undefined && primeDelta <= 5 * 1024 ? 'ok' : 'over'})`);
const sdkInFirstLoad = routes.filter((route) => route.chunks.some((chunk) => sdkChunks.includes(chunk))).map((route) => route.route);
console.log(`Firestore SDK chunks: ${sdkChunks.length} (${sdkChunks.map((chunk) => chunk.split('/').pop()).join(', ')}), in first load of: ${sdkInFirstLoad.length ? sdkInFirstLoad.join(', ') : 'no route'}`);

writeFileSync(
  join(ROOT, 'bench/results.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), firstLoad: routes.map(({ chunks, ...rest }) => rest), primeDeltaGzipBytes: primeDelta, firestoreSdkInFirstLoad: sdkInFirstLoad }, null, 2)}\n`,
);
console.log('\nWritten to bench/results.json');
