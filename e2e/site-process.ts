import { spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

export type SiteProcess = {
  readonly url: string;
  /** Everything the server printed so far (stdout and stderr, in order). */
  readonly output: () => string;
  readonly stop: () => Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The site's server (server.mjs, what `npm start` runs once the build is current) over the
 * build in env.NEXT_DIST_DIR, as a process of the test's own, so that the test can stop it
 * and start a new one: a restart. It runs in its own process group, so that stopping it
 * stops everything it started too.
 */
export async function startSiteProcess(env: NodeJS.ProcessEnv, { readyWithinMs }: { readyWithinMs: number }): Promise<SiteProcess> {
  const url = `http://${env.HOSTNAME}:${env.PORT}`;
  const child = spawn(process.execPath, [join(ROOT, 'server.mjs')], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));

  const stop = async () => {
    if (!running || child.pid === undefined) return;
    process.kill(-child.pid, 'SIGTERM');
    const stopped = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
    if (!stopped && running) {
      process.kill(-child.pid, 'SIGKILL');
      await exited;
    }
  };

  const deadline = Date.now() + readyWithinMs;
  while (Date.now() < deadline) {
    if (!running) throw new Error(`server.mjs stopped before serving:\n${output}`);
    try {
      // Not a page: a page would start a regeneration, and with it a read of Firestore, before the test asks.
      await fetch(`${url}/robots.txt`, { signal: AbortSignal.timeout(2_000) });
      return { url, output: () => output, stop };
    } catch {
      await sleep(250);
    }
  }
  await stop();
  throw new Error(`server.mjs did not serve ${url} within ${readyWithinMs / 1000} s:\n${output}`);
}
