import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSite, type NextApp } from './start-site.mjs';

const HEADERS = [{ key: 'X-Frame-Options', value: 'DENY' }];
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A project folder whose build saved `env` the way Next.js does (required-server-files.json). */
function project(env: Record<string, string> | undefined): string {
  const dir = mkdtempSync(join(tmpdir(), 'start-site-'));
  dirs.push(dir);
  if (env) {
    mkdirSync(join(dir, '.next'));
    writeFileSync(join(dir, '.next/required-server-files.json'), JSON.stringify({ version: 1, config: { env } }));
  }
  return dir;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
  });

function fakeNext() {
  let ready = () => {};
  const app: NextApp = {
    prepare: () => new Promise<void>((resolve) => (ready = resolve)),
    getRequestHandler: () => async (_request, response) => void response.end('page'),
    close: async () => {},
  };
  return { app, ready: () => ready() };
}

describe('startSite', () => {
  it('listens only once Next.js is ready, so the guard meets the very first request', async () => {
    const port = await freePort();
    const next = fakeNext();
    const started = startSite({
      dir: project({ SITE_SECURITY_HEADERS: JSON.stringify(HEADERS) }),
      distDir: '.next',
      hostname: '127.0.0.1',
      port,
      createApp: () => next.app,
    });
    await new Promise((done) => setTimeout(done, 50));
    expect(await accepts(port), 'listening before Next.js is ready').toBe(false);
    next.ready();
    const { close } = await started;
    try {
      const page = await fetch(`http://127.0.0.1:${port}/`);
      expect([page.status, page.headers.get('x-frame-options'), await page.text()]).toEqual([200, 'DENY', 'page']);
      const post = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: 'x' });
      expect([post.status, post.headers.get('x-frame-options')]).toEqual([405, 'DENY']);
    } finally {
      await close();
    }
  });

  it('refuses to serve a build without its security headers, or no build at all', async () => {
    for (const env of [{}, undefined]) {
      const next = fakeNext();
      const started = startSite({ dir: project(env), distDir: '.next', hostname: '127.0.0.1', port: 0, createApp: () => next.app });
      next.ready();
      await expect(started).rejects.toThrow(env ? /sans en-têtes de sécurité/ : /Aucun build/);
    }
  });
});
