// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_ID, LATEST_BUILD_PATH } from '../build-id';
import {
  BUILD_CHECK_INTERVAL_MS,
  newerBuildAvailable,
  reloadTraverseAfterNewBuild,
  startBuildWatch,
  watchBuilds,
  type BuildWatchDeps,
} from './build-watch';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup(online: () => unknown, visible = true) {
  let becameVisible: (() => void) | undefined;
  const state = { visible };
  const deps: BuildWatchDeps = {
    currentId: 'build-a',
    fetchLatest: vi.fn(async () => online()),
    onNewer: vi.fn(),
    isVisible: () => state.visible,
    onBecameVisible: (listener) => {
      becameVisible = listener;
      return () => (becameVisible = undefined);
    },
    intervalMs: BUILD_CHECK_INTERVAL_MS,
    warn: vi.fn(),
  };
  const stop = watchBuilds(deps);
  return { deps, stop, state, show: () => becameVisible?.() };
}

describe('watchBuilds', () => {
  it('does not ask at load, then asks every interval while visible', async () => {
    const { deps } = setup(() => ({ id: 'build-a' }));
    expect(deps.fetchLatest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(deps.fetchLatest).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS * 2);
    expect(deps.fetchLatest).toHaveBeenCalledTimes(3);
    expect(deps.onNewer).not.toHaveBeenCalled();
  });

  it('skips the periodic check while hidden and checks when the tab is shown again', async () => {
    const { deps, state, show } = setup(() => ({ id: 'build-a' }), false);
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS * 3);
    expect(deps.fetchLatest).not.toHaveBeenCalled();
    state.visible = true;
    show();
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.fetchLatest).toHaveBeenCalledTimes(1);
  });

  it('reports a different build once and stops asking', async () => {
    const { deps, show } = setup(() => ({ id: 'build-b' }));
    show();
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.onNewer).toHaveBeenCalledWith('build-b');
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS * 3);
    show();
    expect(deps.fetchLatest).toHaveBeenCalledTimes(1);
    expect(deps.onNewer).toHaveBeenCalledTimes(1);
  });

  it('a failed or malformed answer is only a warning', async () => {
    let answer: () => unknown = () => {
      throw new Error('réseau');
    };
    const { deps, show } = setup(() => answer());
    show();
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.warn).toHaveBeenCalledTimes(1);
    answer = () => ({ nope: true });
    show();
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.onNewer).not.toHaveBeenCalled();
  });
});

describe('startBuildWatch (the page’s own watch)', () => {
  it('first asks which build is online 5 minutes after it starts, not before', async () => {
    // Written out rather than read from the constant: a changed interval fails here.
    const FIVE_MINUTES = 5 * 60_000;
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ id: BUILD_ID }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    startBuildWatch();
    await vi.advanceTimersByTimeAsync(FIVE_MINUTES - 1);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url?.startsWith(`${LATEST_BUILD_PATH}?t=`)).toBe(true);
    expect(init).toEqual({ cache: 'no-store' });
    await vi.advanceTimersByTimeAsync(FIVE_MINUTES);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(newerBuildAvailable()).toBe(false);
  });
});

describe('reloadTraverseAfterNewBuild (back/forward)', () => {
  it('reloads only a back or forward, and only once a newer build is online', async () => {
    const reload = vi.fn();
    expect(reloadTraverseAfterNewBuild('traverse', reload)).toBe(false);
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ id: 'une-autre-version' }), { status: 200 }));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    startBuildWatch();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(newerBuildAvailable()).toBe(true);
    expect(reloadTraverseAfterNewBuild('push', reload)).toBe(false);
    expect(reloadTraverseAfterNewBuild('replace', reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(reloadTraverseAfterNewBuild('traverse', reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
