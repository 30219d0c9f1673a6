import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readGlobalValues } from './read-settings';
import type { SettingsReply, SettingsRequest } from './settings-worker-protocol';
import { SettingsWorkerError, workerReader } from './worker-reader';
import { RECOVER_GLOBAL } from '../browser/reload-guard';

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
  fail(event: Event) {
    this.onerror?.(event as ErrorEvent);
  }
}

/** Node has Event but no ErrorEvent. */
class FakeErrorEvent extends Event {
  constructor(readonly message: string) {
    super('error');
  }
}

const target = { kind: 'emulator', projectId: 'demo-parrainage', host: '127.0.0.1', port: 8787 } as const;
const lastWorker = () => FakeWorker.started.at(-1)!;

describe('workerReader', () => {
  // The boot script's guarded reload (lib/browser/boot-script.ts), as chunk-recovery finds it.
  const recover = vi.fn();
  beforeAll(() => {
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('ErrorEvent', FakeErrorEvent);
    vi.stubGlobal('window', { [RECOVER_GLOBAL]: recover });
  });
  // Put back at the end of the file by tests/node-setup.ts: the next file of this worker finds no `window`.
  afterEach(() => {
    FakeWorker.started = [];
    recover.mockClear();
    vi.useRealTimers();
  });

  it('starts the settings worker, sends it the target and stops it once it has answered', async () => {
    const read = workerReader(target)(new AbortController().signal);
    const worker = lastWorker();
    expect(worker.url.pathname).toMatch(/settings\.worker\.ts$/);
    expect(worker.posted).toEqual([target]);
    worker.reply({ ok: true, fields: { PRIME_FILLEUL_BOURSOBANK: 80 } });
    await expect(read).resolves.toEqual({ fields: { PRIME_FILLEUL_BOURSOBANK: 80 } });
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
    lastWorker().fail(new FakeErrorEvent('Uncaught TypeError: t is not a function'));
    await expect(crashed).rejects.toThrow('settings worker failed: Uncaught TypeError: t is not a function');
    expect(lastWorker().terminated).toBe(true);
    expect(recover, 'a bug in the worker is not a missing file: no reload').not.toHaveBeenCalled();
  });

  it('hands a worker whose files are gone (new deployment) to the guarded reload, like any missing chunk', async () => {
    const chunkGone = workerReader(target)(new AbortController().signal);
    lastWorker().fail(
      new FakeErrorEvent(
        "Uncaught NetworkError: Failed to execute 'importScripts' on 'WorkerGlobalScope': The script at 'http://127.0.0.1/_next/static/chunks/x.js' failed to load.",
      ),
    );
    await expect(chunkGone).rejects.toThrow(SettingsWorkerError);
    expect(recover).toHaveBeenCalledTimes(1);
    expect(recover.mock.calls[0]?.[0]).toMatchObject({ name: 'ChunkLoadError' });

    const scriptGone = workerReader(target)(new AbortController().signal);
    lastWorker().fail(new Event('error'));
    await expect(scriptGone).rejects.toThrow('settings worker failed: script error');
    expect(recover).toHaveBeenCalledTimes(2);
  });

  it('stops a worker that never answers when the read times out, and the page gets no values', async () => {
    vi.useFakeTimers();
    const log = vi.fn();
    const values = readGlobalValues(workerReader(target), { timeoutMs: 5_000, log });
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(values).resolves.toEqual({ ok: false, reason: 'timeout' });
    expect(lastWorker().terminated).toBe(true);
    expect(log).toHaveBeenCalledWith('Error retrieving database values:', expect.objectContaining({ name: 'ReadTimeoutError' }));
  });
});
