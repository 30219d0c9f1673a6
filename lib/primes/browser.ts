import { firestoreTarget } from './config';
import { toGlobalValues } from './derive';
import { readGlobalValues } from './read-settings';
import type { GlobalValues } from './types';
import { workerReader } from './worker-reader';

const BROWSER_READ_TIMEOUT_MS = 5_000;

/**
 * The browser's read of the settings document. The Firebase SDK never runs on the
 * page's main thread: the read happens in a worker (lib/primes/settings.worker.ts);
 * a browser without workers loads the SDK as a separate chunk, after the page is shown.
 */
export async function fetchGlobalValuesInBrowser(): Promise<GlobalValues> {
  const target = firestoreTarget();
  if (target.kind === 'static') {
    const { default: document } = await import('./default-document.json');
    return toGlobalValues(document);
  }
  const reader = typeof Worker === 'function' ? workerReader(target) : (await import('./sdk-reader')).sdkReader(target);
  return readGlobalValues(reader, { timeoutMs: BROWSER_READ_TIMEOUT_MS });
}
