import { RECOVER_GLOBAL } from './reload-guard';

/** A chunk that failed for good, as thrown by Turbopack's runtime (`import()`, lazy components). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/**
 * Hands a chunk failure caught by an error boundary to the boot script's guarded
 * reload (lib/browser/boot-script.ts), so that there is one reload policy and one marker.
 */
export function recoverFromChunkFailure(error: unknown): void {
  const recover: unknown = Reflect.get(window, RECOVER_GLOBAL);
  if (typeof recover === 'function') recover(error);
}
