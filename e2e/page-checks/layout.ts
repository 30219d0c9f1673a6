import { expect } from '@playwright/test';
import type { Visit } from './visit';

/**
 * The page layout: on a desktop screen a content page uses its width, the text at its reading
 * width and, beside it, the page's plan (« Sur cette page ») and where the figures come from;
 * on a phone the text alone, nothing wider than the screen.
 */
/** The main content covers more than this at 1440 px. */
const MIN_CONTENT_WIDTH = 900;
/** Offer pages (their box comes first) and overview pages: the pages whose layout is measured. */
export const MEASURED_LAYOUT = new Set([
  '/',
  '/parrainage',
  '/banque',
  '/cashback',
  '/banque/boursobank',
  '/neobanque/revolut',
  '/cashback/igraal',
  '/blog/parrainage-boursobank',
]);

export async function expectDesktopColumns({ page }: Visit): Promise<void> {
  // Left edge of the text to right edge of the side column: the width the content covers.
  const measured = await page.evaluate(() => {
    const text = document.querySelector('.doc-layout__main')?.getBoundingClientRect();
    const side = document.querySelector('.doc-layout__side')?.getBoundingClientRect();
    return text && side && side.width > 0
      ? { span: side.right - text.left, text: text.width, side: side.width, gap: side.left - text.right }
      : null;
  });
  expect(measured, 'both columns laid out').not.toBeNull();
  expect(measured!.span).toBeGreaterThan(MIN_CONTENT_WIDTH);
  expect(measured!.gap, 'the side column beside the text, not under it').toBeGreaterThan(0);
  await expect(page.locator('.doc-layout__side .toc a').first()).toBeVisible();
  await expect(page.locator('.doc-layout__side .method-note a')).toHaveAttribute('href', /^\/a-propos#/);
}

export async function expectPhoneColumn({ page }: Visit): Promise<void> {
  await expect(page.locator('.doc-layout__side')).toBeHidden();
}

/** Nothing scrolls sideways, whatever the length of an amount's words: the page is no wider than the screen. */
export async function expectNoSidewaysScroll({ page, route, width }: Visit): Promise<void> {
  const wider = await page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    const overflow = document.documentElement.scrollWidth - limit;
    // The widest elements past the right edge, to say what to fix.
    const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > limit + 1 && element.getClientRects().length > 0)
      .slice(-3)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return { overflow, culprits };
  });
  expect(wider.overflow, `${route} at ${width} px scrolls sideways (${wider.culprits.join(', ')})`).toBeLessThanOrEqual(0);
}

/** The page plan links to sections that exist, one link per section, in the order of the page. */
export async function expectPlanLinks({ page, route }: Visit): Promise<void> {
  const problems = await page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('.doc-layout__side .toc a')];
    const targets = links.map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1))));
    const missing = links.filter((_, index) => !targets[index] || targets[index]?.tagName !== 'H2').map((link) => link.hash);
    const found = targets.filter((target): target is HTMLElement => target !== null);
    const ordered = found.every(
      (target, index) => index === 0 || found[index - 1]!.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const allH2 = document.querySelectorAll('article h2[id]').length;
    return { missing, ordered, sameCount: links.length === 0 || links.length === allH2 };
  });
  expect(problems.missing, `${route}: links without their section`).toEqual([]);
  expect(problems.ordered, `${route}: plan in the page's order`).toBe(true);
  expect(problems.sameCount, `${route}: one link per section`).toBe(true);
}
