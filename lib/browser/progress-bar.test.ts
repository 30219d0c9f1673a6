// @vitest-environment jsdom
import { BProgress } from '@bprogress/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { finishProgress, startProgress } from './progress-bar';

/** The bar's step, written out rather than read from the configuration: a changed one fails here. */
const STEP_MS = 200;
const bar = () => document.querySelector('.bprogress');

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  // The library keeps its state in statics: end any bar a test left, then forget it.
  BProgress.done(true);
  vi.runAllTimers();
  BProgress.reset();
  vi.useRealTimers();
});

describe('the page-change progress bar', () => {
  it('creeps forward every 200 ms while the page loads', () => {
    startProgress();
    expect(bar()).not.toBeNull();
    const shown = BProgress.status;
    vi.advanceTimersByTime(STEP_MS - 1);
    expect(BProgress.status).toBe(shown);
    vi.advanceTimersByTime(1);
    expect(BProgress.status).toBeGreaterThan(shown ?? 1);
  });

  it('when the page is there, fades out over 200 ms after a 200 ms fill, and is gone 400 ms after', () => {
    startProgress();
    vi.advanceTimersByTime(1_000);
    finishProgress();
    const element = bar() as HTMLElement | null;
    vi.advanceTimersByTime(STEP_MS - 1);
    expect(element?.style.opacity).toBe('1');
    vi.advanceTimersByTime(1);
    expect(element?.style.opacity).toBe('0');
    expect(element?.style.transition).toBe(`all ${STEP_MS}ms linear`);
    vi.advanceTimersByTime(STEP_MS - 1);
    expect(bar()).toBe(element);
    vi.advanceTimersByTime(1);
    expect(bar()).toBeNull();
  });
});
