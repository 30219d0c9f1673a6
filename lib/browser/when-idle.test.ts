// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdleAfterLoad } from './when-idle';

/** The waits of when-idle.ts, written out rather than imported: a changed one fails here. */
const IDLE_DEADLINE_MS = 5_000;
const NO_IDLE_CALLBACK_DELAY_MS = 1_000;

let readyState: DocumentReadyState = 'complete';

beforeEach(() => {
  vi.useFakeTimers();
  readyState = 'complete';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'requestIdleCallback');
});

describe('whenIdleAfterLoad', () => {
  it('without requestIdleCallback, runs the task 1 s after a loaded page, not before', () => {
    expect('requestIdleCallback' in window).toBe(false);
    const task = vi.fn();
    whenIdleAfterLoad(task);
    vi.advanceTimersByTime(NO_IDLE_CALLBACK_DELAY_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event first, however long it takes', () => {
    readyState = 'interactive';
    const task = vi.fn();
    whenIdleAfterLoad(task);
    vi.advanceTimersByTime(60_000);
    expect(task).not.toHaveBeenCalled();
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(NO_IDLE_CALLBACK_DELAY_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('asks the browser for an idle moment, 5 s at the latest', () => {
    const requestIdleCallback = vi.fn((_callback: IdleRequestCallback, _options?: IdleRequestOptions) => 1);
    Object.defineProperty(window, 'requestIdleCallback', { configurable: true, value: requestIdleCallback });
    const task = vi.fn();
    whenIdleAfterLoad(task);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_DEADLINE_MS });
    // No timer of its own: the browser's idle deadline is the only wait.
    vi.advanceTimersByTime(NO_IDLE_CALLBACK_DELAY_MS);
    expect(task).not.toHaveBeenCalled();
    requestIdleCallback.mock.calls[0]?.[0]({ didTimeout: true, timeRemaining: () => 0 });
    expect(task).toHaveBeenCalledTimes(1);
  });
});
