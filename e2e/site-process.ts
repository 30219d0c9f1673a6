import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
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
 * Builds into env.NEXT_DIST_DIR unless that build is current (scripts/lib/site-server.mjs,
 * as `npm start` does), at the lowest CPU priority: it runs while the other Playwright
 * worker runs its tests, some of which time animations, and must only take idle CPU.
 * Next.js only: the content build (.contentlayer) is the one the end-to-end servers were
 * built from before any test started, and rewriting it under running tests would race.
 */
export async function buildSite(env: NodeJS.ProcessEnv, { withinMs }: { withinMs: number }): Promise<void> {
  const script = "(await import('./scripts/lib/site-server.mjs')).buildIfStale(process.env, console.log, { content: false })";
  const build = [process.execPath, '--input-type=module', '-e', script];
  const [command, ...args] = existsSync('/usr/bin/nice') ? ['/usr/bin/nice', '-n', '19', ...build] : build;
  const child = spawn(command ?? process.execPath, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), withinMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  if (code !== 0) throw new Error(`build into ${env.NEXT_DIST_DIR} failed (code ${code}):\n${output}`);
}

/**
 * `npm start`'s own script (scripts/start.mjs: build if missing or stale, then serve) as a
 * process of the test's own, so that the test can stop it and start a new one: a restart.
 * It runs in its own process group, so that stopping it stops the server it started too.
 */
export async function startSiteProcess(env: NodeJS.ProcessEnv, { readyWithinMs }: { readyWithinMs: number }): Promise<SiteProcess> {
  const url = `http://${env.HOSTNAME}:${env.PORT}`;
  const child = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
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
    if (!running) throw new Error(`scripts/start.mjs stopped before serving:\n${output}`);
    try {
      // Not a page: a page would start a regeneration, and with it a read of Firestore, before the test asks.
      await fetch(`${url}/robots.txt`, { signal: AbortSignal.timeout(2_000) });
      return { url, output: () => output, stop };
    } catch {
      await sleep(250);
    }
  }
  await stop();
  throw new Error(`scripts/start.mjs did not serve ${url} within ${readyWithinMs / 1000} s:\n${output}`);
}
