import { whenIdleAfterLoad } from './when-idle';

type NavigationUi = typeof import('./navigation-ui');

let loading: Promise<NavigationUi> | undefined;

/**
 * The progress bar and the landing scroll, loaded once. Every call chains on the same
 * promise, so calls run in the order they were made even while the chunk is loading:
 * a start that waited for the chunk still comes before its finish. A chunk that fails
 * rejects unhandled as a ChunkLoadError, which the boot script's guarded reload takes.
 */
export function withNavigationUi(use: (ui: NavigationUi) => void): void {
  loading ??= import('./navigation-ui');
  void loading.then(use);
}

/** Fetches the chunk once the page is idle, so the first page change does not wait for it. */
export function preloadNavigationUi(): void {
  whenIdleAfterLoad(() => withNavigationUi(() => undefined));
}
