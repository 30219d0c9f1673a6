// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_DURATION_MS, SCROLL_START_MARK, easeInOutCubic, idFromHash, landOn } from './scroll';

describe('scroll landing', () => {
  it('lasts 300 ms', () => {
    expect(SCROLL_DURATION_MS).toBe(300);
  });
  it('eases from 0 to 1 through the middle, never overshooting', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBeCloseTo(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    for (let t = 0; t <= 1; t += 0.05) {
      expect(easeInOutCubic(t)).toBeGreaterThanOrEqual(0);
      expect(easeInOutCubic(t)).toBeLessThanOrEqual(1);
      expect(easeInOutCubic(t + 0.05)).toBeGreaterThanOrEqual(easeInOutCubic(t) - 1e-12);
    }
  });
  it('reads the id named by a hash, decoded, with "top" and "" meaning the top', () => {
    expect(idFromHash('#le-parrainage-boursobank')).toBe('le-parrainage-boursobank');
    expect(idFromHash('#questions-fr%C3%A9quentes')).toBe('questions-fréquentes');
    expect(idFromHash('#100%')).toBe('100%');
    expect(idFromHash('#top')).toBe('');
    expect(idFromHash('#')).toBe('');
    expect(idFromHash('')).toBe('');
  });
});

/**
 * The animation driven frame by frame: animation frames wait in a queue that the test
 * runs with the timestamps it chooses, so the duration is checked against a clock the
 * machine's speed cannot move. jsdom has no layout: the page's height, the viewport
 * and the target's position are given here.
 */
describe('landOn, frame by frame', () => {
  /** The product's duration (« Scroll animation lasts 300 ms »), written out: a changed constant fails here. */
  const DURATION = 300;
  const PAGE_HEIGHT = 5_000;
  const VIEWPORT = 800;
  /** Where the hash target sits in the page. */
  const TARGET_TOP = 3_000;

  let scrollY = 0;
  let reducedMotion = false;
  let queue = new Map<number, FrameRequestCallback>();
  let lastFrame = 0;
  const positions: number[] = [];

  /** Runs the frames requested so far at `time`, as the browser would before its next paint. */
  function frameAt(time: number): number | undefined {
    const due = [...queue.values()];
    queue = new Map();
    const before = positions.length;
    for (const callback of due) callback(time);
    return positions.length > before ? positions.at(-1) : undefined;
  }

  beforeEach(() => {
    scrollY = 0;
    reducedMotion = false;
    queue = new Map();
    positions.length = 0;
    document.body.innerHTML = '<main><h1>Parrainage</h1><p>Texte</p><h2 id="frais">Frais</h2></main>';
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: PAGE_HEIGHT });
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(VIEWPORT);
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
    vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
      scrollY = options.top ?? scrollY;
      positions.push(scrollY);
    }) as typeof window.scrollTo);
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: reducedMotion && query === '(prefers-reduced-motion: reduce)', media: query })),
    );
    vi.stubGlobal(
      'requestAnimationFrame',
      vi.fn((callback: FrameRequestCallback) => {
        lastFrame += 1;
        queue.set(lastFrame, callback);
        return lastFrame;
      }),
    );
    vi.stubGlobal(
      'cancelAnimationFrame',
      vi.fn((id: number) => queue.delete(id)),
    );
    vi.spyOn(performance, 'mark').mockImplementation(() => ({}) as PerformanceMark);
    const target = document.getElementById('frais');
    if (target) vi.spyOn(target, 'getBoundingClientRect').mockImplementation(() => new DOMRect(0, TARGET_TOP - scrollY, 100, 40));
  });
  afterEach(() => {
    // An animation a test left running would be stopped by the next landOn: end it here instead.
    frameAt(Number.MAX_SAFE_INTEGER);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Reflect.deleteProperty(document.documentElement, 'scrollHeight');
    document.body.innerHTML = '';
  });

  it('eases up to the top over 300 ms, lands exactly on it and asks for no frame after', () => {
    scrollY = 2_000;
    landOn('');
    expect(positions).toEqual([]);
    const t0 = 10_000;

    // The first frame starts the clock and marks it for the performance panel.
    expect(frameAt(t0)).toBe(2_000);
    expect(performance.mark).toHaveBeenCalledWith(SCROLL_START_MARK, { startTime: t0 });
    const early = frameAt(t0 + 1);
    const halfway = frameAt(t0 + 150);
    const late = frameAt(t0 + DURATION - 1);
    for (const position of [early, halfway, late]) {
      expect(position).toBeGreaterThan(0);
      expect(position).toBeLessThan(2_000);
    }
    expect(early).toBeGreaterThan(halfway ?? Number.NaN);
    expect(halfway).toBeGreaterThan(late ?? Number.NaN);
    // Half the time, half the way: the easing is symmetric.
    expect(halfway).toBeCloseTo(1_000, 6);

    expect(frameAt(t0 + DURATION)).toBe(0);
    expect(queue.size).toBe(0);
    expect(requestAnimationFrame).toHaveBeenCalledTimes(5);
  });

  it('reaches the hash target the same way, and gives it the keyboard focus', () => {
    landOn('#frais');
    const target = document.getElementById('frais');
    expect(document.activeElement).toBe(target);
    expect(target?.getAttribute('tabindex')).toBe('-1');

    const t0 = 500;
    expect(frameAt(t0)).toBe(0);
    const steps = [frameAt(t0 + 150), frameAt(t0 + DURATION - 1)];
    for (const position of steps) {
      expect(position).toBeGreaterThan(0);
      expect(position).toBeLessThan(TARGET_TOP);
    }
    expect(steps[1]).toBeGreaterThan(steps[0] ?? Number.NaN);
    expect(frameAt(t0 + DURATION)).toBe(TARGET_TOP);
    expect(queue.size).toBe(0);
  });

  it('opens the closed lists around its target first, as the browser does without script (a source inside « Sources »)', () => {
    const outer = document.createElement('details');
    const inner = document.createElement('details');
    const source = document.createElement('li');
    source.id = 'source-n26-1';
    inner.append(source);
    outer.append(inner);
    document.body.append(outer);
    landOn('#source-n26-1');
    expect([outer.open, inner.open]).toEqual([true, true]);
    expect(document.activeElement).toBe(source);
    outer.remove();
  });

  it('focuses the page’s heading when landing on the top', () => {
    scrollY = 400;
    landOn('');
    expect(document.activeElement).toBe(document.querySelector('main h1'));
    frameAt(0);
    expect(frameAt(DURATION)).toBe(0);
  });

  it('with prefers-reduced-motion, jumps at once and asks for no frame', () => {
    reducedMotion = true;
    landOn('#frais');
    expect(positions).toEqual([TARGET_TOP]);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: TARGET_TOP, behavior: 'instant' });
    expect(requestAnimationFrame).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.getElementById('frais'));
  });

  it('stops where it is when the visitor scrolls', () => {
    scrollY = 2_000;
    landOn('');
    frameAt(0);
    const reached = frameAt(100);
    window.dispatchEvent(new Event('wheel'));
    expect(queue.size).toBe(0);
    expect(frameAt(DURATION)).toBeUndefined();
    expect(scrollY).toBe(reached);
  });
});
