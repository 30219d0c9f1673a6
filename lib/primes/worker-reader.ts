import { recoverFromChunkFailure } from '../browser/chunk-recovery';
import type { RemoteTarget } from './sdk-reader';
import type { SettingsReader } from './read-settings';
import type { SettingsReply, SettingsRequest } from './settings-worker-protocol';

export class SettingsWorkerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SettingsWorkerError';
  }
}

/** The worker script (a plain error event) or one of its chunks (importScripts) could not be fetched. */
const isLoadFailure = (event: Event): boolean =>
  typeof ErrorEvent === 'undefined' || !(event instanceof ErrorEvent) || /importScripts|NetworkError|failed to load/i.test(event.message);

/**
 * Reads the settings document through a dedicated worker started for this one
 * read and stopped as soon as it answers, fails or the read is aborted (timeout).
 */
export const workerReader =
  (target: RemoteTarget): SettingsReader =>
  (signal) =>
    new Promise((resolve, reject) => {
      // The literal `new Worker(new URL(…, import.meta.url))` is what the bundler recognises as a worker entry.
      const worker = new Worker(new URL('./settings.worker.ts', import.meta.url), { name: 'primes' });
      const stop = () => {
        worker.terminate();
        signal.removeEventListener('abort', onAbort);
      };
      const onAbort = () => {
        stop();
        reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      worker.onmessage = ({ data }: MessageEvent<SettingsReply>) => {
        stop();
        if (data.ok) resolve(data.fields === null ? null : { fields: data.fields });
        else reject(new SettingsWorkerError(data.error));
      };
      worker.onerror = (event) => {
        event.preventDefault();
        stop();
        const error = new SettingsWorkerError(`settings worker failed: ${event.message || 'script error'}`);
        // The worker's own files did not load: like any missing chunk, a deployment replaced them (guarded reload).
        if (isLoadFailure(event)) recoverFromChunkFailure(Object.assign(new Error(error.message), { name: 'ChunkLoadError' }));
        reject(error);
      };
      const request: SettingsRequest = target;
      worker.postMessage(request);
    });
