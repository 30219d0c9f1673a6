import { BUILD_ID, LATEST_BUILD_PATH, isNewerBuild, parseLatestBuild } from '../build-id';

/**
 * How often an open page asks which build is online. Deployments happen a few times a
 * day at most; a 100-byte request every 5 minutes per open tab costs nothing, and most
 * visitors who come back to an old tab are caught by the check on `visibilitychange`
 * anyway, which runs as soon as the tab is shown again. Hidden tabs do not poll.
 */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60_000;

export type BuildWatchDeps = {
  readonly currentId: string;
  readonly fetchLatest: () => Promise<unknown>;
  readonly onNewer: (latestId: string) => void;
  readonly isVisible: () => boolean;
  readonly onBecameVisible: (listener: () => void) => () => void;
  readonly intervalMs: number;
  readonly warn: (message: string, error: unknown) => void;
};

/** Checks every `intervalMs` while visible and each time the page becomes visible; stops once a newer build is found. */
export function watchBuilds(deps: BuildWatchDeps): () => void {
  let checking = false;
  let stopped = false;
  const check = async () => {
    if (checking || stopped) return;
    checking = true;
    try {
      const latest = parseLatestBuild(await deps.fetchLatest());
      if (!stopped && latest !== undefined && isNewerBuild(deps.currentId, latest)) {
        stop();
        deps.onNewer(latest);
      }
    } catch (error) {
      deps.warn('Vérification de la version du site impossible', error);
    } finally {
      checking = false;
    }
  };
  const timer = setInterval(() => {
    if (deps.isVisible()) void check();
  }, deps.intervalMs);
  const unlisten = deps.onBecameVisible(() => void check());
  const stop = () => {
    stopped = true;
    clearInterval(timer);
    unlisten();
  };
  return stop;
}

let newerBuild: string | undefined;

/** Whether a newer build was found: the next navigation must then be a full page load. */
export const newerBuildAvailable = (): boolean => newerBuild !== undefined;

export function startBuildWatch(): void {
  watchBuilds({
    currentId: BUILD_ID,
    // The timestamp query and no-store keep every cache (browser, proxy, CDN) from answering with an old id.
    fetchLatest: async () => {
      const response = await fetch(`${LATEST_BUILD_PATH}?t=${Date.now()}`, { cache: 'no-store' });
      if (!response.ok) throw new Error(`${LATEST_BUILD_PATH} : HTTP ${response.status}`);
      return response.json();
    },
    onNewer: (latestId) => {
      newerBuild = latestId;
      // Observable state (devtools, end-to-end tests): this page now leaves by full page loads.
      document.documentElement.dataset.newerBuild = latestId;
    },
    isVisible: () => document.visibilityState === 'visible',
    onBecameVisible: (listener) => {
      const onChange = () => {
        if (document.visibilityState === 'visible') listener();
      };
      document.addEventListener('visibilitychange', onChange);
      return () => document.removeEventListener('visibilitychange', onChange);
    },
    intervalMs: BUILD_CHECK_INTERVAL_MS,
    warn: (message, error) => console.warn(message, error),
  });
}

/**
 * Back/forward after a new build, told by Next.js's navigation hook (instrumentation-client.ts):
 * the browser already shows the address, which is loaded in full with the new code. True when
 * the page reloads.
 */
export function reloadTraverseAfterNewBuild(navigationType: string, reload: () => void = () => window.location.reload()): boolean {
  if (navigationType !== 'traverse' || !newerBuildAvailable()) return false;
  reload();
  return true;
}
