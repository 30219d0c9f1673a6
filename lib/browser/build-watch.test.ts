import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_CHECK_INTERVAL_MS, watchBuilds, type BuildWatchDeps } from './build-watch';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

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
