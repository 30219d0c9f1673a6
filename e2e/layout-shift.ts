import type { Page } from '@playwright/test';

/** One layout shift the page recorded: when, how much, and what moved (for failure messages). */
type ShiftRecord = { startTime: number; value: number; sources: string[] };

/** Records the page's layout shifts (CLS, without input-driven ones) from the first paint, with what moved: read by layoutShiftAfterParse. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __clsEntries: ShiftRecord[] };
    w.__clsEntries = [];
    type Rect = { x: number; y: number; width: number; height: number };
    type Source = { node?: Node | null; previousRect: Rect; currentRect: Rect };
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] };
    const rect = ({ x, y, width, height }: Rect) => `${Math.round(x)},${Math.round(y)} ${Math.round(width)}×${Math.round(height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        // What moved, for the failure message: a shift that cannot be reproduced at will is diagnosed from its sources.
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node;
          const name = node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : (node?.nodeName ?? '?');
          return (
            `${Math.round(entry.startTime)} ms ${entry.value.toFixed(4)} at ${innerWidth} px: ${name} « ${(node?.textContent ?? '').slice(0, 40)} » ` +
            `${rect(source.previousRect)} → ${rect(source.currentRect)}`
          );
        });
        w.__clsEntries.push({ startTime: entry.startTime, value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * When the HTML's parse ended (the navigation's domInteractive), on the timeline of the shifts'
 * startTime. Read from a buffered PerformanceObserver, not performance.getEntriesByType:
 * Playwright's page.clock replaces `performance` with an object whose getEntries* return [], so
 * a test with a fake clock read 0 and counted the parse's own shifts (one CI run failed so).
 */
export const parseEnd = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        // The navigation entry exists once the load event has ended, which page.goto waits for.
        new PerformanceObserver((list, observer) => {
          const [navigation] = list.getEntries() as PerformanceNavigationTiming[];
          if (!navigation) return;
          observer.disconnect();
          resolve(navigation.domInteractive);
        }).observe({ type: 'navigation', buffered: true });
      }),
  );

/**
 * The shifts from the end of the HTML's parse on, with what moved: for tests of what scripts
 * and live reads do to a parsed page. A shift during the parse comes from the HTML's own
 * streaming, a paint between two packets: e2e/progressive-paint.spec.ts cuts pages where that
 * happened and compares.
 */
export async function layoutShiftAfterParse(page: Page): Promise<{ value: number; sources: string }> {
  const parsed = await parseEnd(page);
  if (!(parsed > 0)) throw new Error(`the navigation entry gives no end of parse (domInteractive ${parsed})`);
  return page.evaluate((parsed) => {
    const w = window as unknown as { __clsEntries: ShiftRecord[] };
    const after = w.__clsEntries.filter((entry) => entry.startTime >= parsed);
    const before = w.__clsEntries.filter((entry) => entry.startTime < parsed);
    return {
      value: after.reduce((sum, entry) => sum + entry.value, 0),
      sources: [
        ...after.flatMap((entry) => entry.sources),
        ...(before.length
          ? [`(during the parse, before ${Math.round(parsed)} ms, not counted: ${before.flatMap((entry) => entry.sources).join('; ')})`]
          : []),
      ].join('\n'),
    };
  }, parsed);
}
