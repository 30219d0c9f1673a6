import type { Page } from '@playwright/test';

/** Starts summing the page's layout shifts (CLS, without input-driven ones) from the first paint. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __clsSources: string[] };
    w.__cls = 0;
    w.__clsSources = [];
    type Rect = { x: number; y: number; width: number; height: number };
    type Source = { node?: Node | null; previousRect: Rect; currentRect: Rect };
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] };
    const rect = ({ x, y, width, height }: Rect) => `${Math.round(x)},${Math.round(y)} ${Math.round(width)}×${Math.round(height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        // What moved, for the failure message: a shift that cannot be reproduced at will is diagnosed from its sources.
        for (const source of entry.sources ?? []) {
          const node = source.node;
          const name = node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : (node?.nodeName ?? '?');
          w.__clsSources.push(
            `${Math.round(entry.startTime)} ms ${entry.value.toFixed(4)} at ${innerWidth} px: ${name} « ${(node?.textContent ?? '').slice(0, 40)} » ` +
              `${rect(source.previousRect)} → ${rect(source.currentRect)}`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShift = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { __cls: number }).__cls);

/** What moved, as recorded by recordLayoutShifts: the message of a failed « nothing moves » assertion. */
export const layoutShiftSources = (page: Page): Promise<string> =>
  page.evaluate(() => (window as unknown as { __clsSources: string[] }).__clsSources.join('\n'));
