import { expect, test } from '@playwright/test';

/*
 * The stylesheet is in the page (next.config.mjs, experimental.inlineCss), so the browser
 * may paint the header before it has parsed all of it. What it paints then must not move
 * once the rest arrives: here the header is loaded cut just before its buttons, and
 * compared with the whole page, at each width the site is tested at.
 */
const WIDTHS = [375, 599, 768, 1440, 2560] as const;
const TOOLS = '<div class="site-header__tools">';

for (const width of WIDTHS) {
  test(`${width} px: the header painted before its buttons are parsed keeps its size and the name its place`, async ({ browser, request }) => {
    const html = await (await request.get('/banque/boursobank')).text();
    const cut = html.indexOf(TOOLS);
    expect(cut).toBeGreaterThan(0);
    // Without JavaScript, as the parser sees it before any script has run.
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
    const page = await context.newPage();
    const measure = async () => ({
      header: await page.locator('.site-header').boundingBox(),
      brand: await page.locator('.brand').boundingBox(),
    });
    await page.setContent(html, { waitUntil: 'load' });
    const whole = await measure();
    await page.setContent(`${html.slice(0, cut)}</div></header>`, { waitUntil: 'load' });
    const partial = await measure();
    expect(partial).toEqual(whole);
    await context.close();
  });
}
