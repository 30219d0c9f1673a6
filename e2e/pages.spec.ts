import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '../lib/content/routes.generated';
import { expectNoAxeViolation } from './page-checks/accessibility';
import {
  COMPARISON_FIRST_ROUTE,
  COMPARISON_ROUTES,
  OFFER_ROUTES,
  expectComparisonFromFirstScreen,
  expectOfferOnFirstScreen,
  expectOfferReachedFirst,
} from './page-checks/answer-first';
import { expectPageBasics } from './page-checks/basics';
import { expectRoundBrandMark } from './page-checks/brand-mark';
import { PAGE_FAMILIES, expectFamilyContent } from './page-checks/content-families';
import { watchCspViolations } from './page-checks/csp';
import { expectNoLocaleServiceBuilt, watchLocaleServices } from './page-checks/load-work';
import { expectHonestOffers } from './page-checks/honest-offers';
import { MEASURED_LAYOUT, expectDesktopColumns, expectNoSidewaysScroll, expectPhoneColumn, expectPlanLinks } from './page-checks/layout';
import { AMOUNT_TABLE_ROUTES, OFFER_PAGES, expectAmountsDated, expectOfferBoxesFirst, recordsOn } from './page-checks/offer-box';
import { expectServedWeight } from './page-checks/page-weight';
import { expectShareTags, expectStructuredData } from './page-checks/seo-tags';
import { expectComparisonUsesWidth, expectTablesWithinReach } from './page-checks/tables';
import { TARGET_ROUTES, expectTouchTargets } from './page-checks/touch-targets';
import type { Visit } from './page-checks/visit';

/*
 * Every content route, loaded once at each width on the production build, and every per-route
 * check run on that one load: what the server sent (status, head, structured data, weight),
 * what the page shows once its scripts and the live read have run (content, honesty, layout,
 * boxes, targets, accessibility), that no Content Security Policy violation happened meanwhile
 * and that the page's scripts built no locale rules (names' order, dates, amounts come from the server).
 * Each check lives in e2e/page-checks/, one file per concern; a failure names its step.
 */
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };

/** Loads the route once, watching for CSP violations and locale services from the first byte; the load every check of the test reads. */
async function visit(page: Page, route: string, width: number) {
  const cspViolations = await watchCspViolations(page);
  const localeServices = await watchLocaleServices(page);
  const response = await page.goto(route);
  expect(response?.status()).toBe(200);
  const loaded: Visit = { page, route, html: (await response?.text()) ?? '', width };
  return { visit: loaded, cspViolations, localeServices };
}

test('every family of pages has pages', () => {
  for (const family of Object.values(PAGE_FAMILIES)) expect(family.length).toBeGreaterThan(0);
});

test('the pages that answer first are read from the content: every offer’s page among them, and the comparisons', () => {
  for (const page of OFFER_PAGES.values()) expect(OFFER_ROUTES.has(page), page).toBe(true);
  const guides = [...OFFER_ROUTES.keys()].filter((route) => route.startsWith('/blog/'));
  expect(guides.length, 'guides about one provider').toBeGreaterThan(0);
  expect(COMPARISON_ROUTES.size, 'pages with a comparison').toBeGreaterThan(0);
  expect(COMPARISON_ROUTES.has(COMPARISON_FIRST_ROUTE), 'the comparison page is checked as such').toBe(true);
});

test.describe(`desktop, ${DESKTOP.width} px`, () => {
  test.use({ viewport: DESKTOP });
  for (const route of ROUTES) {
    test(route, async ({ page }) => {
      const { visit: desktop, cspViolations, localeServices } = await visit(page, route, DESKTOP.width);
      await test.step('served HTML: share tags and image', () => expectShareTags(desktop));
      await test.step('served HTML: structured data and breadcrumbs', () => expectStructuredData(desktop));
      await test.step('served HTML: page data, stylesheet and boot script within budget', () => expectServedWeight(desktop));
      // Live values included: the settings worker reads Firestore once the page is idle.
      await page.waitForLoadState('networkidle');
      await test.step('no locale rules built by the browser while loading', () => expectNoLocaleServiceBuilt(localeServices));
      await test.step('French, one H1, menu and footer', () => expectPageBasics(desktop));
      await test.step('what its kind of page promises', () => expectFamilyContent(desktop));
      await test.step('honest offers, dated sources, French spacing', () => expectHonestOffers(desktop));
      if (AMOUNT_TABLE_ROUTES.has(route)) await test.step('the footer and the table date the amounts', () => expectAmountsDated(desktop));
      await test.step('the plan links to its sections', () => expectPlanLinks(desktop));
      if (MEASURED_LAYOUT.has(route)) await test.step('two columns over the width', () => expectDesktopColumns(desktop));
      await test.step('the comparison uses the width', () => expectComparisonUsesWidth(desktop));
      await test.step('nothing scrolls sideways', () => expectNoSidewaysScroll(desktop));
      await test.step('no table hides a column', () => expectTablesWithinReach(desktop));
      await test.step('the site’s mark is round', () => expectRoundBrandMark(desktop));
      await test.step('no accessibility violation', () => expectNoAxeViolation(page));
      expect(await cspViolations(), 'Content Security Policy violations').toEqual([]);
    });
  }
});

test.describe(`phone, ${PHONE.width} px`, () => {
  test.use({ viewport: PHONE });
  for (const route of ROUTES) {
    test(route, async ({ page }) => {
      const { visit: phone, cspViolations } = await visit(page, route, PHONE.width);
      const records = recordsOn(route);
      if (records.length > 0) await test.step('the offer box comes first and answers', () => expectOfferBoxesFirst(phone, records));
      const offers = OFFER_ROUTES.get(route);
      if (offers) {
        await test.step('the offer within the first two screens: its box or a link to it', () => expectOfferReachedFirst(phone, offers));
      }
      const comparison = COMPARISON_ROUTES.get(route);
      if (comparison !== undefined) {
        await test.step('the comparison reached from the first screen', () => expectComparisonFromFirstScreen(phone, comparison));
      }
      if (route === '/') await test.step('an offer on the first screen', () => expectOfferOnFirstScreen(phone));
      if (MEASURED_LAYOUT.has(route)) await test.step('the text alone', () => expectPhoneColumn(phone));
      await test.step('nothing scrolls sideways', () => expectNoSidewaysScroll(phone));
      await test.step('no table hides a column', () => expectTablesWithinReach(phone));
      await test.step('the site’s mark is round', () => expectRoundBrandMark(phone));
      if (TARGET_ROUTES.has(route)) await test.step('targets a thumb can hit', () => expectTouchTargets(phone));
      await test.step('no accessibility violation', () => expectNoAxeViolation(page));
      expect(await cspViolations(), 'Content Security Policy violations').toEqual([]);
    });
  }
});

test.describe('the narrowest phones, 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const route of ROUTES) {
    test(`${route}: nothing scrolls sideways, no table hides a column, the mark is round`, async ({ page }) => {
      expect((await page.goto(route))?.status()).toBe(200);
      await page.waitForLoadState('networkidle');
      const narrowest: Visit = { page, route, width: 320, html: '' };
      await expectNoSidewaysScroll(narrowest);
      await expectTablesWithinReach(narrowest);
      await expectRoundBrandMark(narrowest);
    });
  }
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`the 404 page at ${viewport.width} px has no accessibility violation`, async ({ page }) => {
    await page.setViewportSize(viewport);
    expect((await page.goto('/page-inexistante'))?.status()).toBe(404);
    await expectNoAxeViolation(page);
  });
}

test('more than half the pages have a plan', async ({ request }) => {
  let plans = 0;
  for (const route of ROUTES) {
    const plan = /<nav class="toc"[^>]*>(.*?)<\/nav>/s.exec(await (await request.get(route)).text())?.[1] ?? '';
    if (plan.includes('<a ')) plans += 1;
  }
  expect(plans, 'pages with a plan').toBeGreaterThan(ROUTES.length / 2);
});
