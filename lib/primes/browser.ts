import { firestoreTarget } from './config';
import { toGlobalValues } from './derive';
import { readGlobalValues } from './read-settings';
import type { GlobalValues } from './types';
import { workerReader } from './worker-reader';

/** The browser gives up a read after this long (docs/data.md#une-page-ouverte). */
export const BROWSER_READ_TIMEOUT_MS = 5_000;

/** A live read that gave nothing to show: the caller keeps the amounts it has. */
class LiveReadError extends Error {
  constructor(readonly reason: string) {
    super(`live read of the settings gave nothing (${reason})`);
    this.name = 'LiveReadError';
  }
}

/**
 * The browser's read of the settings document. The Firebase SDK never runs on the
 * page's main thread: the read happens in a worker (lib/primes/settings.worker.ts);
 * a browser without workers loads the SDK as a separate chunk, after the page is shown.
 * Rejects when the read fails, times out or finds no document, so that SWR keeps
 * the server snapshot instead of caching an empty result.
 */
export async function fetchGlobalValuesInBrowser(): Promise<GlobalValues> {
  const target = firestoreTarget();
  if (target.kind === 'static') {
    const { default: document } = await import('./default-document.json');
    return toGlobalValues(document);
  }
  const reader = typeof Worker === 'function' ? workerReader(target) : (await import('./sdk-reader')).sdkReader(target);
  const outcome = await readGlobalValues(reader, { timeoutMs: BROWSER_READ_TIMEOUT_MS });
  if (!outcome.ok) throw new LiveReadError(outcome.reason);
  return outcome.values;
}
