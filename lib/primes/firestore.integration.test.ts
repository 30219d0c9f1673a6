import { readFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteDocument, freePort, loadRules, startEmulator, writeDocument } from '../../scripts/lib/emulator.mjs';
import type { FirestoreTarget } from './config';
import { restSettingsReader } from './firestore-rest';
import { readGlobalValues } from './read-settings';

/** Against the real Cloud Firestore emulator, started on a free port by this file. */
const ROOT = join(import.meta.dirname, '../..');
const PROJECT = 'demo-parrainage';
let emulator: Awaited<ReturnType<typeof startEmulator>>;
let target: Extract<FirestoreTarget, { kind: 'emulator' }>;

beforeAll(async () => {
  emulator = await startEmulator({ port: await freePort() });
  await loadRules(emulator.origin, readFileSync(join(ROOT, 'firestore.rules'), 'utf8'));
  target = { kind: 'emulator', host: '127.0.0.1', port: emulator.port, projectId: PROJECT };
}, 60_000);
afterAll(() => emulator?.stop());

const log = vi.fn();
beforeEach(() => log.mockReset());

describe('reading the settings document', () => {
  it('derives globalValues from the document (REST reader, as on the server)', async () => {
    await writeDocument(emulator.origin, 'primes/primes_parrainage', {
      PRIME_PARRAIN_BOURSOBANK: 80,
      PRIME_FILLEUL_BOURSOBANK: 50,
      PRIME_PARTAGE_BOURSOBANK: 2.5,
      NOTE: 'texte',
    });
    const warn = vi.fn();
    const before = Date.now();
    const values = await readGlobalValues(restSettingsReader(target), { timeoutMs: 3000, log, warn });
    expect(values.ok).toBe(true);
    // Firestore's own time of the write just made: what « Montants mis à jour le … » shows.
    const updatedAt = Date.parse((values.ok && values.updatedAt) || '');
    expect(Math.abs(updatedAt - before)).toBeLessThan(60_000);
    expect(values.ok && values.values).toMatchObject({
      PRIME_PARRAIN_BOURSOBANK: 80,
      PRIME_PARTAGE_ET_FILLEUL_BOURSOBANK: 52.5,
      OFFRE_BOOSTED_BOURSOBANK: true,
    });
    expect(values.ok && values.values).not.toHaveProperty('NOTE');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('NOTE'));
    expect(log).not.toHaveBeenCalled();
  });

  it('reads the same through the Firebase SDK, as the browser does', async () => {
    await writeDocument(emulator.origin, 'primes/primes_parrainage', { PRIME_PARRAIN_IGRAAL: 4, PRIME_FILLEUL_IGRAAL: 3 });
    const { sdkReader } = await import('./sdk-reader');
    const values = await readGlobalValues(sdkReader(target), { timeoutMs: 5000, log });
    expect(values.ok && values.values).toMatchObject({
      PRIME_PARRAIN_IGRAAL: 4,
      PRIME_PARTAGE_ET_FILLEUL_IGRAAL: 3,
      OFFRE_BOOSTED_IGRAAL: false,
    });
    expect(log).not.toHaveBeenCalled();
  });

  it('logs a missing document and gives no values', async () => {
    await deleteDocument(emulator.origin, 'primes/primes_parrainage');
    const values = await readGlobalValues(restSettingsReader(target), { timeoutMs: 3000, log });
    expect(values).toEqual({ ok: false, reason: 'missing' });
    expect(log).toHaveBeenCalledWith("Document 'primes_parrainage' does not exist");
  });

  it('logs a refused connection as a failure, without waiting for the timeout', async () => {
    const port = await freePort();
    const values = await readGlobalValues(restSettingsReader({ ...target, port }), { timeoutMs: 3000, log });
    // 'error', not 'timeout': the refusal ended the read, the timer did not.
    expect(values).toEqual({ ok: false, reason: 'error' });
    expect(log).toHaveBeenCalledWith('Error retrieving database values:', expect.any(Error));
  });

  describe('a server that accepts and never answers', () => {
    let silent: Server;
    const sockets: Socket[] = [];
    let port = 0;
    beforeAll(async () => {
      port = await freePort();
      silent = createServer((socket) => sockets.push(socket));
      await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
    });
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    });

    it.each([
      ['REST reader', () => restSettingsReader({ ...target, port })],
      ['SDK reader', async () => (await import('./sdk-reader')).sdkReader({ ...target, port, projectId: 'demo-silent' })],
    ])('bounds the %s by the timeout', async (_, makeReader) => {
      // The timer's own length is proved with a controlled clock in read-settings.test.ts; here, that a real reader yields to it.
      const values = await readGlobalValues(await makeReader(), { timeoutMs: 1000, log });
      expect(values).toEqual({ ok: false, reason: 'timeout' });
      expect(log).toHaveBeenCalledWith('Error retrieving database values:', expect.objectContaining({ name: 'ReadTimeoutError' }));
    });
  });
});

describe('firestore.rules', () => {
  const documents = () => `${emulator.origin}/v1/projects/${PROJECT}/databases/(default)/documents`;
  beforeAll(async () => {
    await writeDocument(emulator.origin, 'primes/primes_parrainage', { PRIME_PARRAIN_JOKO: 5 });
    await writeDocument(emulator.origin, 'primes/autre', { X: 1 });
    await writeDocument(emulator.origin, 'prives/secret', { X: 1 });
  });

  it('lets anyone read the settings document', async () => {
    expect((await fetch(`${documents()}/primes/primes_parrainage`)).status).toBe(200);
  });

  it('denies reading any other document', async () => {
    expect((await fetch(`${documents()}/primes/autre`)).status).toBe(403);
    expect((await fetch(`${documents()}/prives/secret`)).status).toBe(403);
  });

  it('denies every write, including to the settings document', async () => {
    const body = JSON.stringify({ fields: { PRIME_PARRAIN_JOKO: { integerValue: '500' } } });
    for (const path of ['primes/primes_parrainage', 'primes/nouveau']) {
      const response = await fetch(`${documents()}/${path}`, { method: 'PATCH', body, headers: { 'Content-Type': 'application/json' } });
      expect(response.status).toBe(403);
    }
    expect((await fetch(`${documents()}/primes/primes_parrainage`, { method: 'DELETE' })).status).toBe(403);
  });
});
