// The second end-to-end server (playwright.config.ts): the fixture site
// (scripts/lib/fixture-build.mjs), built if stale, then served on HOSTNAME:PORT by
// the copy's own server.mjs, as `npm start` serves the real site.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { FIXTURE_SITE, buildFixtureSite } from './lib/fixture-build.mjs';

let env;
try {
  ({ env } = await buildFixtureSite(process.env));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const port = env.PORT ?? '3109';
const host = env.HOSTNAME ?? '127.0.0.1';
const child = spawn(process.execPath, [join(FIXTURE_SITE, 'server.mjs')], {
  cwd: FIXTURE_SITE,
  env: { ...env, PORT: port, HOSTNAME: host },
  stdio: 'inherit',
});
console.log(`Site de test servi sur http://${host}:${port}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
