// `npm test` builds the end-to-end sites here, in the background while Vitest runs,
// instead of inside Playwright afterwards: same environments as playwright.config.ts
// (e2e/servers.mjs), so Playwright's servers find their builds current and only serve.
// At low CPU priority, so the tests running meanwhile keep the processor first; the Firestore
// emulators the builds read are started before, at the normal priority (see below).
// Writes each build's time to the file named by its first argument.
import { writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { e2eServers } from '../e2e/servers.mjs';
import { buildFixtureSite } from './lib/fixture-build.mjs';
import { buildIfStale, firestoreEnvironment } from './lib/site-server.mjs';

const [report] = process.argv.slice(2);
const servers = e2eServers();
/** @type {{ site: string, seconds: number, rebuilt: boolean }[]} */
const builds = [];
const timed = async (site, build) => {
  const start = Date.now();
  const rebuilt = await build();
  builds.push({ site, seconds: (Date.now() - start) / 1000, rebuilt });
};

/** @type {{ stop: () => Promise<void> }[]} */
const emulators = [];
try {
  // The main and restart builds read a seeded emulator while they render, as `npm start` would.
  // Both emulators start first, before this process lowers its priority, so that they answer the
  // pages' reads at the normal priority: started after, they inherited nice 10 beside Vitest's
  // workers. Fresh-clone runs of 2026-11-26: main build 2:03–3:02 in five runs with this order,
  // 2:41 and 3:24 in two without (the machine's speed moved as much). About 12 reads per run still
  // pass their 3 s timeout, the build's own process being the one starved; those pages keep the
  // values the process already read (lib/primes/server.ts).
  const firestoreFor = async (/** @type {Record<string, string>} */ siteEnv) => {
    const { env, emulator } = await firestoreEnvironment({ ...process.env, ...siteEnv });
    if (emulator) emulators.push(emulator);
    return env;
  };
  const mainEnv = await firestoreFor(servers.main.env);
  const restartEnv = await firestoreFor(servers.restart.env);
  setPriority(10);
  await timed('main', async () => buildIfStale(mainEnv, console.log, { content: false }));
  await timed('preview', async () => buildIfStale({ ...process.env, ...servers.preview.env }, console.log, { content: false }));
  await timed('fixture', async () => (await buildFixtureSite({ ...process.env, ...servers.fixture.env })).rebuilt);
  await timed('restart', async () => buildIfStale(restartEnv, console.log, { content: false }));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await Promise.all(emulators.map((emulator) => emulator.stop()));
  if (report) writeFileSync(report, JSON.stringify(builds, null, 2));
}
