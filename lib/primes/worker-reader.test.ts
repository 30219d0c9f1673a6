import { afterEach, describe, expect, it, vi } from 'vitest';
import { readGlobalValues } from './read-settings';
import type { SettingsReply, SettingsRequest } from './settings-worker-protocol';
import { SettingsWorkerError, workerReader } from './worker-reader';

/** A stand-in for the browser's Worker: records what the page does, answers when told. */
class FakeWorker {
  static started: FakeWorker[] = [];
  readonly posted: SettingsRequest[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<SettingsReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.started.push(this);
  }
  postMessage(request: SettingsRequest) {
    this.posted.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: SettingsReply) {
    this.onmessage?.({ data } as MessageEvent<SettingsReply>);
  }
  fail(message: string) {
    this.onerror?.({ message, preventDefault: () => {} } as ErrorEvent);
  }
}

const target = { kind: 'emulator', projectId: 'demo-parrainage', host: '127.0.0.1', port: 8787 } as const;
const lastWorker = () => FakeWorker.started.at(-1)!;

describe('workerReader', () => {
  vi.stubGlobal('Worker', FakeWorker);
  afterEach(() => {
    FakeWorker.started = [];
    vi.useRealTimers();
  });

  it('starts the settings worker, sends it the target and stops it once it has answered', async () => {
    const read = workerReader(target)(new AbortController().signal);
    const worker = lastWorker();
    expect(worker.url.pathname).toMatch(/settings\.worker\.ts$/);
    expect(worker.posted).toEqual([target]);
    worker.reply({ ok: true, fields: { PRIME_FILLEUL_BOURSOBANK: 80 } });
    await expect(read).resolves.toEqual({ PRIME_FILLEUL_BOURSOBANK: 80 });
    expect(worker.terminated).toBe(true);
  });

  it('passes on a missing document as null', async () => {
    const read = workerReader(target)(new AbortController().signal);
    lastWorker().reply({ ok: true, fields: null });
    await expect(read).resolves.toBeNull();
  });

  it('rejects with the reason the worker gives, or the script error, and stops the worker', async () => {
    const refused = workerReader(target)(new AbortController().signal);
    lastWorker().reply({ ok: false, error: 'FirebaseError: Missing or insufficient permissions.' });
    await expect(refused).rejects.toThrow(new SettingsWorkerError('FirebaseError: Missing or insufficient permissions.'));
    expect(lastWorker().terminated).toBe(true);

    const crashed = workerReader(target)(new AbortController().signal);
    lastWorker().fail('Failed to fetch a worker script.');
    await expect(crashed).rejects.toThrow('settings worker failed: Failed to fetch a worker script.');
    expect(lastWorker().terminated).toBe(true);
  });

  it('stops a worker that never answers when the read times out, and the page gets no values', async () => {
    vi.useFakeTimers();
    const log = vi.fn();
    const values = readGlobalValues(workerReader(target), { timeoutMs: 5_000, log });
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(values).resolves.toEqual({});
    expect(lastWorker().terminated).toBe(true);
    expect(log).toHaveBeenCalledWith('Error retrieving database values:', expect.objectContaining({ name: 'ReadTimeoutError' }));
  });
});
