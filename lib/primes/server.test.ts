import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settle, track } from '../../tests/helpers/settling';
import { encodeFields } from '../../scripts/lib/emulator.mjs';
import { PRIME_FALLBACK } from './format';
import { lastGoodFile } from './last-good-store';

/**
 * The server's floor across processes: each test loads server.ts afresh (a new process,
 * as after a restart) with the build folder in a temporary directory, and fetch answered
 * or failed here. The same behaviour against the real emulator and a restarted server:
 * e2e/primes-restart.spec.ts.
 */
const EMULATOR = '127.0.0.1:8999';
const SOURCE = `emulator ${EMULATOR} demo-parrainage`;
let buildDir: string;
let file: string;
let errors: string[];

beforeEach(() => {
  buildDir = mkdtempSync(join(tmpdir(), 'primes-last-good-'));
  vi.stubEnv('NEXT_DIST_DIR', buildDir);
  vi.stubEnv('NEXT_PUBLIC_PRIMES_SOURCE', '');
  vi.stubEnv('NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST', EMULATOR);
  vi.stubEnv('NEXT_PUBLIC_FIREBASE_PROJECT_ID', 'demo-parrainage');
  file = lastGoodFile();
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => {
    errors.push(parts.map(String).join(' '));
  });
  vi.resetModules();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  rmSync(buildDir, { recursive: true, force: true });
});

/** server.ts as a newly started process finds it: no memory of any read. */
const freshServer = async () => (await import('./server')).getServerGlobalValues;

/**
 * The waits docs/data.md promises (« muet plus de … 3 s côté serveur », « Dans les 5 s qui
 * suivent un échec »), written out rather than imported: a changed constant fails here.
 */
const READ_TIMEOUT_MS = 3_000;
const FAILURE_MEMO_MS = 5_000;

/**
 * Timers and Date move only when the test says so. setImmediate stays real: `settle`
 * uses it to let every promise that can settle without the clock do so. Called after
 * server.ts is imported, so that module loading never waits on a frozen timer.
 */
const freezeClock = () => vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
/** A first read that Firestore leaves hanging, ended by the read timeout: the failure is recorded at the clock's time then. */
async function failByTimeout(read: () => Promise<unknown>) {
  const first = track(read());
  await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS);
  await settle();
  expect(first.settled, 'the first read ends at the read timeout').toBe(true);
}

const answering = (document: Record<string, unknown>) =>
  vi.fn(async () => new Response(JSON.stringify({ fields: encodeFields(document) }), { status: 200 }));
const refusing = () =>
  vi.fn(async () => {
    throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
  });
/** Accepts and never answers, until the reader's own timeout aborts it (an aborted signal rejects at once, as Node's fetch does). */
const hanging = () =>
  vi.fn((_url: string, init?: RequestInit) => {
    const signal = init?.signal;
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<Response>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));
  });

function writeSaved(content: unknown) {
  mkdirSync(join(buildDir, 'cache'), { recursive: true });
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
}
const savedFile = () => JSON.parse(readFileSync(file, 'utf8')) as { source: string; readAt: string; document: Record<string, number> };

describe('the settings a server reads when it starts', () => {
  it('asks the Firestore address and gives the refresh interval of its own environment (next.config.mjs inlines neither on the server)', async () => {
    vi.stubEnv('SITE_REFRESH_SECONDS', '3');
    const fetch = answering({ PRIME_PARRAIN_NAOMI: 5 });
    vi.stubGlobal('fetch', fetch);
    const read = await freshServer();
    await read();
    const [url, init] = (fetch.mock.calls[0] ?? []) as unknown as [string, RequestInit & { next?: { revalidate?: number } }];
    expect(String(url)).toContain(`http://${EMULATOR}/`);
    expect(init.next?.revalidate).toBe(3);
  });
});

describe('the amounts a failed server read renders', () => {
  it('a new process that cannot read serves the amounts saved by a previous one, and says so once', async () => {
    vi.stubGlobal('fetch', answering({ PRIME_PARRAIN_NAOMI: 5, PRIME_PARRAIN_MINTOS: 25 }));
    expect(await (await freshServer())()).toMatchObject({ PRIME_PARRAIN_NAOMI: 5, PRIME_PARRAIN_MINTOS: 25 });

    vi.resetModules();
    vi.stubGlobal('fetch', refusing());
    const restarted = await freshServer();
    const values = await restarted();
    expect(values).toMatchObject({ PRIME_PARRAIN_NAOMI: 5, PRIME_PARRAIN_MINTOS: 25 });
    // Derived again from the saved document amounts, not copied.
    expect(values).toHaveProperty('OFFRE_BOOSTED_BOURSOBANK', false);
    expect(await restarted()).toEqual(values);
    expect(errors.filter((line) => line.startsWith('Error retrieving database values'))).toHaveLength(1);
    expect(errors.filter((line) => line.startsWith('Firestore unreadable: serving the amounts read at'))).toHaveLength(1);
    expect(errors.join('\n')).toContain(file);
  });

  it('a hung Firestore gives the saved amounts once the 3 s read timeout has passed, not before', async () => {
    writeSaved({ version: 1, source: SOURCE, readAt: '2026-11-20T08:00:00.000Z', document: { PRIME_FILLEUL_NAOMI: 5 } });
    vi.stubGlobal('fetch', hanging());
    const read = await freshServer();
    freezeClock();
    const values = track(read());
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS - 1);
    await settle();
    expect(values.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(values.settled).toBe(true);
    expect(await values.promise).toMatchObject({ PRIME_FILLEUL_NAOMI: 5, PRIME_PARTAGE_ET_FILLEUL_NAOMI: 5 });
    expect(errors.join('\n')).toContain('serving the amounts read at 2026-11-20T08:00:00.000Z');
  });

  it('renders just after a failure do not wait on Firestore, yet still call fetch with the refresh interval', async () => {
    // Next.js gives the page the interval of the fetch it sees; without one, a page rendered
    // during an outage kept the layout's ten minutes after Firestore was back.
    writeSaved({ version: 1, source: SOURCE, readAt: '2026-11-20T08:00:00.000Z', document: { PRIME_PARRAIN_MINTOS: 25 } });
    const fetch = hanging();
    vi.stubGlobal('fetch', fetch);
    const read = await freshServer();
    freezeClock();
    await failByTimeout(read);
    // The clock stays where it is: only a render that waits on nothing can settle.
    const next = track(read());
    await settle();
    expect(next.settled).toBe(true);
    expect(await next.promise).toMatchObject({ PRIME_PARRAIN_MINTOS: 25 });
    expect(fetch).toHaveBeenCalledTimes(2);
    const init = fetch.mock.calls[1]?.[1] as (RequestInit & { next?: { revalidate?: number } }) | undefined;
    expect(init?.next?.revalidate).toBe((await import('./refresh')).refreshSeconds());
    expect(init?.signal?.aborted).toBe(true);
    expect(errors.filter((line) => line.startsWith('Error retrieving database values'))).toHaveLength(1);
  });

  it('after a failure, does not wait on Firestore for 5 s, then waits on it again', async () => {
    writeSaved({ version: 1, source: SOURCE, readAt: '2026-11-20T08:00:00.000Z', document: { PRIME_PARRAIN_MINTOS: 25 } });
    const fetch = hanging();
    vi.stubGlobal('fetch', fetch);
    const read = await freshServer();
    freezeClock();
    await failByTimeout(read);

    await vi.advanceTimersByTimeAsync(FAILURE_MEMO_MS - 1);
    const lastWithinMemo = track(read());
    await settle();
    expect(lastWithinMemo.settled).toBe(true);
    expect(fetch.mock.calls[1]?.[1]?.signal?.aborted).toBe(true);

    await vi.advanceTimersByTimeAsync(1);
    const firstAfterMemo = track(read());
    await settle();
    expect(firstAfterMemo.settled).toBe(false);
    expect(fetch.mock.calls[2]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS);
    await settle();
    expect(firstAfterMemo.settled).toBe(true);
    expect(await firstAfterMemo.promise).toMatchObject({ PRIME_PARRAIN_MINTOS: 25 });
    expect(errors.filter((line) => line.startsWith('Error retrieving database values'))).toHaveLength(2);
  });

  it('with no saved file and no read, there is no amount at all (the page says « montant non communiqué »)', async () => {
    vi.stubGlobal('fetch', refusing());
    expect(await (await freshServer())()).toEqual({});
    expect(errors.join('\n')).not.toContain('Firestore unreadable');
    expect(PRIME_FALLBACK).toBe('montant non communiqué');
  });

  it('a successful read replaces the saved amounts, and the next process falls back to those', async () => {
    writeSaved({ version: 1, source: SOURCE, readAt: '2026-11-20T08:00:00.000Z', document: { PRIME_PARRAIN_NAOMI: 5 } });
    vi.stubGlobal('fetch', answering({ PRIME_PARRAIN_NAOMI: 7 }));
    const read = await freshServer();
    // A set time, so that the saved read time is asserted exactly rather than as "recent".
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T10:15:00.000Z'));
    expect(await read()).toMatchObject({ PRIME_PARRAIN_NAOMI: 7 });
    vi.useRealTimers();
    expect(savedFile()).toEqual({ version: 1, source: SOURCE, readAt: '2026-11-21T10:15:00.000Z', document: { PRIME_PARRAIN_NAOMI: 7 } });

    vi.resetModules();
    vi.stubGlobal('fetch', refusing());
    expect(await (await freshServer())()).toMatchObject({ PRIME_PARRAIN_NAOMI: 7 });
  });

  it.each([
    ['not JSON', '{"version": 1, "sou'],
    ['another format', { version: 2, source: SOURCE, readAt: '2026-11-20T08:00:00.000Z', document: { PRIME_PARRAIN_NAOMI: 5 } }],
    ['a non-numeric amount', { version: 1, source: SOURCE, readAt: '2026-11-20T08:00:00.000Z', document: { PRIME_PARRAIN_NAOMI: '5' } }],
    ['no read time', { version: 1, source: SOURCE, document: { PRIME_PARRAIN_NAOMI: 5 } }],
  ])('a corrupt saved file (%s) is ignored with one log line, never thrown', async (_case, content) => {
    writeSaved(content);
    vi.stubGlobal('fetch', refusing());
    const read = await freshServer();
    expect(await read()).toEqual({});
    expect(await read()).toEqual({});
    expect(errors.filter((line) => line.startsWith('Saved amounts corrupt, ignored'))).toHaveLength(1);
  });

  it('amounts saved from another Firestore are not a floor', async () => {
    writeSaved({
      version: 1,
      source: 'firestore parrainage-prod',
      readAt: '2026-11-20T08:00:00.000Z',
      document: { PRIME_PARRAIN_NAOMI: 5 },
    });
    vi.stubGlobal('fetch', refusing());
    expect(await (await freshServer())()).toEqual({});
    expect(errors.join('\n')).toContain('come from another Firestore (firestore parrainage-prod');
  });

  it('a build folder that cannot be written costs no page: one log line, the amounts are served', async () => {
    // A file where the cache folder should be: every write fails.
    writeFileSync(join(buildDir, 'cache'), '');
    vi.stubGlobal('fetch', answering({ PRIME_PARRAIN_NAOMI: 5 }));
    const read = await freshServer();
    expect(await read()).toMatchObject({ PRIME_PARRAIN_NAOMI: 5 });
    vi.stubGlobal('fetch', answering({ PRIME_PARRAIN_NAOMI: 6 }));
    expect(await read()).toMatchObject({ PRIME_PARRAIN_NAOMI: 6 });
    expect(errors.filter((line) => line.startsWith('Could not save the amounts read'))).toHaveLength(1);
  });
});

describe('the document’s update time (« Montants mis à jour le … »)', () => {
  const UPDATED = '2026-11-22T09:30:12.345678Z';
  const answeringAt = (document: Record<string, unknown>, updateTime: unknown) =>
    vi.fn(async () => new Response(JSON.stringify({ fields: encodeFields(document), updateTime }), { status: 200 }));
  const freshSettings = async () => (await import('./server')).getServerSettings;

  it('comes with the amounts from Firestore’s own updateTime, and survives a restart during an outage', async () => {
    vi.stubGlobal('fetch', answeringAt({ PRIME_PARRAIN_NAOMI: 5 }, UPDATED));
    expect(await (await freshSettings())()).toMatchObject({ values: { PRIME_PARRAIN_NAOMI: 5 }, updatedAt: UPDATED });

    vi.resetModules();
    vi.stubGlobal('fetch', refusing());
    expect(await (await freshSettings())()).toMatchObject({ values: { PRIME_PARRAIN_NAOMI: 5 }, updatedAt: UPDATED });
  });

  it.each([
    ['absent', undefined],
    ['malformed', 'hier'],
  ])('is left out when Firestore’s time is %s, never invented', async (_case, time) => {
    vi.stubGlobal('fetch', answeringAt({ PRIME_PARRAIN_NAOMI: 5 }, time));
    const settings = await (await freshSettings())();
    expect(settings.values).toMatchObject({ PRIME_PARRAIN_NAOMI: 5 });
    expect(settings).not.toHaveProperty('updatedAt');
  });

  it('a saved file from before the time was kept still serves its amounts, without a date', async () => {
    writeSaved({ version: 1, source: SOURCE, readAt: '2026-11-20T08:00:00.000Z', document: { PRIME_PARRAIN_NAOMI: 5 } });
    vi.stubGlobal('fetch', refusing());
    const settings = await (await freshSettings())();
    expect(settings.values).toMatchObject({ PRIME_PARRAIN_NAOMI: 5 });
    expect(settings).not.toHaveProperty('updatedAt');
  });
});
