import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settle, track } from '../../tests/helpers/settling';
import { ReadTimeoutError, readGlobalValues, type DocumentRead, type SettingsReader } from './read-settings';

/**
 * Timers move only when the test says so. setImmediate stays real: `settle` uses it to
 * let every promise that can settle without the clock do so.
 */
const freezeClock = () => vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout'] });

/** A reader that accepts the read and never answers, keeping the signal it was given. */
function silentReader() {
  const seen: { signal?: AbortSignal } = {};
  const reader: SettingsReader = (signal) => {
    seen.signal = signal;
    return new Promise<DocumentRead | null>(() => {});
  };
  return { reader, seen };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('readGlobalValues: the read timeout', () => {
  const TIMEOUT_MS = 1_000;

  it('leaves a silent read pending until the timeout, then gives up with a logged ReadTimeoutError and aborts the reader', async () => {
    freezeClock();
    const log = vi.fn();
    const { reader, seen } = silentReader();
    const outcome = track(readGlobalValues(reader, { timeoutMs: TIMEOUT_MS, log }));

    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
    await settle();
    expect(outcome.settled).toBe(false);
    expect(seen.signal?.aborted).toBe(false);
    expect(log).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(outcome.settled).toBe(true);
    expect(await outcome.promise).toEqual({ ok: false, reason: 'timeout' });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Error retrieving database values:', expect.any(ReadTimeoutError));
    expect(String(log.mock.calls[0]?.[1])).toContain(`within ${TIMEOUT_MS} ms`);
    // The reader is told to stop: a fetch or a worker must not outlive the read it served.
    expect(seen.signal?.aborted).toBe(true);
    expect(seen.signal?.reason).toBeInstanceOf(ReadTimeoutError);
  });

  it('gives a failed read as an error at once, without the clock moving, and leaves no timer behind', async () => {
    freezeClock();
    const log = vi.fn();
    const failure = new Error('connect ECONNREFUSED');
    const outcome = track(readGlobalValues(() => Promise.reject(failure), { timeoutMs: TIMEOUT_MS, log }));
    await settle();
    expect(outcome.settled).toBe(true);
    expect(await outcome.promise).toEqual({ ok: false, reason: 'error' });
    expect(log).toHaveBeenCalledWith('Error retrieving database values:', failure);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives an answer at once, and leaves no timer behind', async () => {
    freezeClock();
    const read = () => Promise.resolve({ fields: { PRIME_PARRAIN_NAOMI: 5 } });
    const outcome = track(readGlobalValues(read, { timeoutMs: TIMEOUT_MS, log: vi.fn() }));
    await settle();
    expect(outcome.settled).toBe(true);
    expect(await outcome.promise).toMatchObject({ ok: true, values: { PRIME_PARRAIN_NAOMI: 5 } });
    expect(vi.getTimerCount()).toBe(0);
  });
});

/** The browser's Worker as far as workerReader uses it: this one never answers. */
class SilentWorker {
  static started: SilentWorker[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  constructor() {
    SilentWorker.started.push(this);
  }
  postMessage() {}
  terminate() {
    this.terminated = true;
  }
}

describe('the browser’s read timeout', () => {
  beforeEach(() => {
    SilentWorker.started = [];
    vi.stubEnv('NEXT_PUBLIC_PRIMES_SOURCE', '');
    vi.stubEnv('NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST', '127.0.0.1:8999');
    vi.stubEnv('NEXT_PUBLIC_FIREBASE_PROJECT_ID', 'demo-parrainage');
    vi.stubGlobal('Worker', SilentWorker);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // config.ts keeps the first target it reads: a fresh module sees this test's environment.
    vi.resetModules();
  });

  it('is 5 s, as docs/data.md says (« dans un worker, 5 s au plus »): the page then keeps its amounts', async () => {
    // Written out rather than imported: a changed constant fails here.
    const BROWSER_READ_TIMEOUT_MS = 5_000;
    const { fetchGlobalValuesInBrowser } = await import('./browser');
    freezeClock();
    const read = track(fetchGlobalValuesInBrowser());
    await vi.advanceTimersByTimeAsync(BROWSER_READ_TIMEOUT_MS - 1);
    await settle();
    expect(read.settled).toBe(false);
    expect(SilentWorker.started).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(read.settled).toBe(true);
    await expect(read.promise).rejects.toMatchObject({ name: 'LiveReadError', reason: 'timeout' });
    expect(SilentWorker.started[0]?.terminated).toBe(true);
    // The class of the freshly loaded module, not this file's import: compared by name.
    expect(console.error).toHaveBeenCalledWith(
      'Error retrieving database values:',
      expect.objectContaining({ name: 'ReadTimeoutError', message: 'no answer from Firestore within 5000 ms' }),
    );
  });
});
