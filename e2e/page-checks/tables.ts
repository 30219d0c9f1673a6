import { expect } from '@playwright/test';
import type { Visit } from './visit';

/** From `lg` (1280 px) the comparison takes the width beside the page's plan: at 1440 px, more than this. */
const MIN_COMPARISON_WIDTH = 900;

type TableFit = {
  readonly index: number;
  readonly name: string;
  readonly width: number;
  readonly room: number;
  readonly sticky: boolean;
  /** Where the first cell of the last row stands, frame scrolled to its end, from the frame's left edge. */
  readonly firstCellShift: number | null;
};

/**
 * No table hides a column: one wider than its frame or the screen keeps its first column in view
 * (position: sticky, still at the frame's edge once scrolled to the end) under a visible cue.
 */
export async function expectTablesWithinReach({ page, route, width }: Visit): Promise<void> {
  const tables = await page.evaluate((): TableFit[] =>
    [...document.querySelectorAll('table')].flatMap((table, index) => {
      if (table.getClientRects().length === 0) return [];
      const frame = table.closest<HTMLElement>('.table-scroll');
      const room = Math.min(document.documentElement.clientWidth, frame?.clientWidth ?? Infinity);
      const first = table.querySelector<HTMLElement>('tbody tr:last-child > :first-child');
      let firstCellShift: number | null = null;
      if (frame && first) {
        const before = frame.scrollLeft;
        frame.scrollLeft = frame.scrollWidth;
        firstCellShift = first.getBoundingClientRect().left - frame.getBoundingClientRect().left;
        frame.scrollLeft = before;
      }
      return [
        {
          index,
          name: table.caption?.textContent?.trim() || table.className,
          width: table.getBoundingClientRect().width,
          room,
          sticky: first !== null && getComputedStyle(first).position === 'sticky',
          firstCellShift,
        },
      ];
    }),
  );
  for (const table of tables.filter(({ width: tableWidth, room }) => tableWidth > room + 1)) {
    const what = `${route} at ${width} px: « ${table.name} » (${Math.round(table.width)} px in ${Math.round(table.room)} px)`;
    expect(table.sticky, `${what}: its first column stays in view`).toBe(true);
    expect(Math.abs(table.firstCellShift ?? Infinity), `${what}: its first column, scrolled to the end`).toBeLessThanOrEqual(1);
    const frame = page.locator('table').nth(table.index).locator('xpath=ancestor::div[contains(@class, "table-frame")][1]');
    await expect(frame.locator('.table-scroll__cue'), `${what}: a cue says it scrolls`).toBeVisible();
  }
}

/** The offers' comparison uses the width of a wide screen, not the text's reading width. */
export async function expectComparisonUsesWidth({ page, route }: Visit): Promise<void> {
  const widths = await page
    .locator('.comparison-block')
    .evaluateAll((blocks) => blocks.map((block) => block.getBoundingClientRect().width));
  for (const measured of widths) expect(measured, `${route}: the comparison's width`).toBeGreaterThanOrEqual(MIN_COMPARISON_WIDTH);
}
