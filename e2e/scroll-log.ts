import type { Page } from '@playwright/test';

/** Every scroll position the page went through, with its time. */
export type ScrollLog = [time: number, y: number][];

export interface ScrollReading {
  scrolls: ScrollLog;
  /** Where the page rests: the last position of `scrolls` whenever the page scrolled. */
  y: number;
  /** The mark set by `clearScrollLog` is still there: no full load since. */
  sameDocument: boolean;
}

export interface ScrollLogWindow {
  __scrollLog: { scrolls: ScrollLog; sameDocument: boolean; read(): Promise<ScrollReading> };
}

/**
 * Logs every scroll of every document the page loads (kept across client-side navigations,
 * not across full loads). Call before the first `goto`.
 *
 * A scroll event is dispatched at the frame after the scroll: a scrollTo run inside an
 * animation frame, as lib/browser/scroll.ts does, is in `scrollY` at once but in the log
 * only a frame later. `read()` therefore waits for frames until the log ends where the page
 * is (at most 60): read at once, the animation's last position could be missing, and the
 * page's resting place seemed never reached (CI failed so once).
 */
export async function logScrolls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    const log: ScrollLogWindow['__scrollLog'] = {
      scrolls: [],
      sameDocument: false,
      async read() {
        await frame();
        for (let frames = 1; frames < 60 && (log.scrolls.at(-1)?.[1] ?? scrollY) !== scrollY; frames += 1) await frame();
        return { scrolls: [...log.scrolls], y: scrollY, sameDocument: log.sameDocument };
      },
    };
    (window as unknown as ScrollLogWindow).__scrollLog = log;
    addEventListener('scroll', () => log.scrolls.push([performance.now(), scrollY]), { passive: true });
  });
}

/** Empties the log and marks the document: the mark survives only a client-side navigation. */
export const clearScrollLog = (page: Page): Promise<void> =>
  page.evaluate(() => {
    const { __scrollLog: log } = window as unknown as ScrollLogWindow;
    log.scrolls = [];
    log.sameDocument = true;
  });

/** The log up to where the page rests now. */
export const readScrollLog = (page: Page): Promise<ScrollReading> =>
  page.evaluate(() => (window as unknown as ScrollLogWindow).__scrollLog.read());
