// `npm test` builds the end-to-end sites here, in the background while Vitest runs,
// instead of inside Playwright afterwards: same environments as playwright.config.ts
// (e2e/servers.mjs), so Playwright's servers find their builds current and only serve.
// At low CPU priority, so the tests running meanwhile keep the processor first.
// Writes each build's time to the file named by its first argument.
import { writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { e2eServers } from '../e2e/servers.mjs';
import { buildFixtureSite } from './lib/fixture-build.mjs';
import { buildIfStale, firestoreEnvironment } from './lib/site-server.mjs';

const [report] = process.argv.slice(2);
setPriority(10);
const servers = e2eServers();
/** @type {{ site: string, seconds: number, rebuilt: boolean }[]} */
const builds = [];
const timed = async (site, build) => {
  const start = Date.now();
  const rebuilt = await build();
  builds.push({ site, seconds: (Date.now() - start) / 1000, rebuilt });
};

try {
  // The main and restart builds read a seeded emulator while they render, as `npm start` would.
  const withEmulator = async (/** @type {Record<string, string>} */ siteEnv) => {
    const { env, emulator } = await firestoreEnvironment({ ...process.env, ...siteEnv });
    try {
      return buildIfStale(env, console.log, { content: false });
    } finally {
      await emulator?.stop();
    }
  };
  await timed('main', () => withEmulator(servers.main.env));
  await timed('preview', async () => buildIfStale({ ...process.env, ...servers.preview.env }, console.log, { content: false }));
  await timed('fixture', async () => (await buildFixtureSite({ ...process.env, ...servers.fixture.env })).rebuilt);
  await timed('restart', () => withEmulator(servers.restart.env));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  if (report) writeFileSync(report, JSON.stringify(builds, null, 2));
}
