// `npm test` builds the two end-to-end sites here (main and fixture), in the background while
// Vitest runs, instead of inside Playwright afterwards: same environments as playwright.config.ts
// (e2e/servers.mjs), so Playwright's servers find their builds current and only serve.
// At low CPU priority, so the tests running meanwhile keep the processor first; the Firestore
// emulator the main build reads is started before, at the normal priority (see below).
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
  // The main build reads a seeded emulator while it renders, as `npm start` would. The emulator
  // starts first, before this process lowers its priority, so that it answers the pages' reads at
  // the normal priority (started after, it inherited nice 10 beside Vitest's workers). A read that
  // still passes its 3 s timeout keeps the values the process already read (lib/primes/server.ts).
  const { env: mainEnv, emulator } = await firestoreEnvironment({ ...process.env, ...servers.main.env });
  if (emulator) emulators.push(emulator);
  setPriority(10);
  await timed('main', async () => buildIfStale(mainEnv, console.log, { content: false }));
  // The pull-request preview, built from the fixture content (e2e/servers.mjs).
  await timed('fixture', async () => (await buildFixtureSite({ ...process.env, ...servers.fixture.env })).rebuilt);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await Promise.all(emulators.map((emulator) => emulator.stop()));
  if (report) writeFileSync(report, JSON.stringify(builds, null, 2));
}
