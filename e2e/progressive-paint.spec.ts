import { expect, test } from '@playwright/test';

/*
 * Once the stylesheet is there, the browser may paint the header before it has parsed the
 * whole page. What it paints then must not move
 * once the rest arrives: here the header is loaded cut just before its buttons, and
 * compared with the whole page, at each width the site is tested at; then cut just before
 * the theme button, where the menu beside it must not move either; then with half its links, which
 * must already stand where the whole list puts them.
 */
const WIDTHS = [375, 599, 768, 1440, 2560] as const;
const TOOLS = '<div class="site-header__tools">';

const THEME_BUTTON = '<button type="button" class="theme-toggle"';
/** The page cut where the parser may stop before a paint, closed so that the header stays one. */
const CUTS = [
  { name: 'before its buttons', cut: (html: string) => html.indexOf(TOOLS), close: '</div></header>' },
  {
    name: 'before its theme button',
    cut: (html: string) => html.indexOf(THEME_BUTTON),
    close: '</div></div></header>',
  },
  {
    name: 'with half its links',
    cut: (html: string) => {
      const list = html.indexOf('class="site-nav__list"');
      const first = html.indexOf('</li>', list);
      return list < 0 || first < 0 ? -1 : html.indexOf('</li>', first + 1) + '</li>'.length;
    },
    close: '</ul></nav></div></div></header>',
  },
] as const;

for (const width of WIDTHS) {
  for (const { name, cut, close } of CUTS) {
    test(`${width} px: the header painted ${name} keeps its size, and what it shows keeps its place`, async ({ browser, request }) => {
      const html = await (await request.get('/banque/boursobank')).text();
      const at = cut(html);
      expect(at).toBeGreaterThan(0);
      // Without JavaScript, as the parser sees it before any script has run.
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
      const page = await context.newPage();
      const measure = async () => ({
        header: await page.locator('.site-header').boundingBox(),
        brand: await page.locator('.brand').boundingBox(),
        nav: (await page.locator('.site-nav').count()) ? await page.locator('.site-nav').boundingBox() : null,
        // Hidden behind the menu button on a phone (null there).
        firstLink: (await page.locator('.site-nav__list a').count()) ? await page.locator('.site-nav__list a').first().boundingBox() : null,
      });
      // Served at the page's own address, so that its stylesheet link resolves as on the site.
      const show = async (body: string) => {
        await page.unrouteAll();
        await page.route('**/banque/boursobank', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body }));
        await page.goto('/banque/boursobank', { waitUntil: 'load' });
      };
      await show(html);
      const whole = await measure();
      await show(`${html.slice(0, at)}${close}`);
      const partial = await measure();
      expect(partial.header).toEqual(whole.header);
      expect(partial.brand).toEqual(whole.brand);
      if (partial.nav) expect(partial.nav).toEqual(whole.nav);
      if (partial.firstLink) expect(partial.firstLink).toEqual(whole.firstLink);
      await context.close();
    });
  }
}

/*
 * A provider's badge stands before its name in the HTML, so a paint may come while the name is
 * only partly parsed (the server streams the page; a packet may end inside a text node). The
 * badge must already stand where the whole name puts it: on a phone the offer box's title wraps
 * on two lines, and a badge centred on the title moved by 7 px when the second line arrived
 * (found by e2e/primes-faults.spec.ts as a CLS of 0.00005 on a slow run).
 */
const BADGE_BLOCKS = [
  { name: 'the offer box', path: '/banque/boursobank', block: '.referral__head', nameStart: 'class="referral__title">' },
  { name: 'a home card', path: '/', block: '.offer-card__head', nameStart: 'class="offer-card__name">' },
] as const;

/** Just after the first letter of the first name of such a block. */
function insideTheName(html: string, block: string, nameStart: string): number {
  const blockAt = html.indexOf(`class="${block.slice(1)}"`);
  const startAt = blockAt < 0 ? -1 : html.indexOf(nameStart, blockAt);
  return startAt < 0 ? -1 : startAt + nameStart.length + 1;
}

for (const width of [375, 768, 1440] as const) {
  for (const { name, path, block, nameStart } of BADGE_BLOCKS) {
    test(`${width} px: the badge of ${name} painted before its whole name keeps its place`, async ({ browser, request }) => {
      const html = await (await request.get(path)).text();
      const at = insideTheName(html, block, nameStart);
      expect(at).toBeGreaterThan(0);
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
      const page = await context.newPage();
      const badge = page.locator(`${block} svg`).first();
      await page.setContent(html, { waitUntil: 'load' });
      const whole = await badge.boundingBox();
      // The parser closes what is open at the end of the input, as a paint does in the middle of it.
      await page.setContent(html.slice(0, at), { waitUntil: 'load' });
      const partial = await badge.boundingBox();
      expect(whole).not.toBeNull();
      expect(partial).toEqual(whole);
      await context.close();
    });
  }
}
