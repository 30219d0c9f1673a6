// The settings worker: reads the settings document with the Firebase SDK off the
// page's main thread and answers once (lib/primes/worker-reader.ts starts it).
import { sdkReader } from './sdk-reader';
import type { SettingsReply, SettingsRequest } from './settings-worker-protocol';

type WorkerScope = {
  onmessage: ((event: MessageEvent<SettingsRequest>) => void) | null;
  postMessage(reply: SettingsReply): void;
};

const scope = globalThis as unknown as WorkerScope;

scope.onmessage = async ({ data: target }) => {
  try {
    const read = await sdkReader(target)(new AbortController().signal);
    scope.postMessage({ ok: true, fields: read?.fields ?? null });
  } catch (error) {
    scope.postMessage({ ok: false, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
  }
};
