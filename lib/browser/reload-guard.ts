/**
 * When a JavaScript or CSS file of the site fails to load (a deployment replaced the
 * files the open page refers to), the page reloads once to pick up the new build. A
 * marker in sessionStorage, valid RELOAD_GUARD_MS (docs/behaviours.md#fichier-manquant), keeps a file that keeps
 * failing from reloading the page in a loop.
 */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_MARKER_KEY = 'chunk-reload-at';
/** Where the build's own files are served: only their failures mean "new deployment". */
export const BUILD_ASSET_PREFIX = '/_next/static/';
/**
 * How long a failed file has to be retried before the failure counts: Turbopack's
 * runtime retries a failed chunk once, 200 to 600 ms later.
 */
export const CHUNK_RETRY_GRACE_MS = 1_500;
/** Where the boot script exposes its guarded reload, for error boundaries that catch a chunk failure. */
export const RECOVER_GLOBAL = '__siteRecoverFromChunkFailure';

/**
 * Whether a load failure may reload the page now, given the marker the last reload left
 * (`null` if none). A marker from the future (clock changed) does not block.
 *
 * Self-contained on purpose: it is serialised into the inline boot script.
 */
export function mayReload(marker: string | null, now: number, guardMs: number): boolean {
  if (marker === null) return true;
  const last = Number(marker);
  if (!Number.isFinite(last)) return true;
  const elapsed = now - last;
  return elapsed < 0 || elapsed >= guardMs;
}
