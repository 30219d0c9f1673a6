import { offerRecordFiles } from './offer-record-files';
import { expect, test, type Page } from '@playwright/test';
import { FACET_LABELS, unknownFacetsOf } from '../lib/offers/facets';
import { PROVIDERS, PROVIDER_FAMILY, type Provider } from '../lib/primes/providers';
import type { Family } from '../lib/primes/families';

/*
 * The comparison answers from the records' facts, on the production build, at both widths,
 * with and without JavaScript: « Sans condition de revenus » keeps Fortuneo Fosfo (its record's
 * sure « no income condition »), the filter names the offers it leaves aside for want of
 * information, the table ranks running programmes only, and every other provider is listed
 * apart with its reason.
 */
type RecordFile = NonNullable<Parameters<typeof unknownFacetsOf>[1]> & {
  readonly provider: Provider;
  readonly programme: { readonly status: string };
};
const RECORDS = offerRecordFiles<RecordFile>();
const open = (group?: Family) =>
  PROVIDERS.filter(
    (provider) =>
      (group === undefined || PROVIDER_FAMILY[provider] === group) &&
      RECORDS.some((record) => record.provider === provider && record.programme.status === 'open'),
  );
const apart = (group?: Family) =>
  PROVIDERS.filter((provider) => (group === undefined || PROVIDER_FAMILY[provider] === group) && !open(group).includes(provider));

/** The providers of the rows on screen. */
const shownRows = (page: Page) =>
  page
    .locator('table.comparison--offers tbody tr')
    .evaluateAll((rows) => rows.filter((row) => row.getClientRects().length > 0).map((row) => row.getAttribute('data-provider') ?? ''));

const PAGES: readonly { readonly route: string; readonly group?: Family }[] = [
  { route: '/parrainage' },
  { route: '/banque', group: 'banque' },
];

for (const javaScriptEnabled of [false, true]) {
  for (const width of [375, 1440]) {
    test.describe(`${javaScriptEnabled ? 'with' : 'without'} JavaScript, ${width} px`, () => {
      test.use({ javaScriptEnabled, viewport: { width, height: 900 } });

      for (const { route, group } of PAGES) {
        test(`${route}: running programmes ranked, the others apart with their reason`, async ({ page }) => {
          await page.goto(route);
          if (javaScriptEnabled) await page.waitForLoadState('networkidle');
          expect(new Set(await shownRows(page))).toEqual(new Set(open(group)));
          const listed = page.locator('.comparison-apart li');
          expect(await listed.evaluateAll((items) => items.map((item) => item.getAttribute('data-provider')))).toEqual(apart(group));
          for (const item of await listed.all()) {
            await expect(item).toBeVisible();
            // The name, then a reason in words: never a bare name, never the record's internal words.
            await expect(item).toHaveText(/^.+\u00a0: .{20,}/);
            await expect(item).not.toContainText('clé du réglage');
          }
        });

        test(`${route}: « Sans condition de revenus » keeps Fosfo and names what it leaves aside`, async ({ page }) => {
          await page.goto(route);
          if (javaScriptEnabled) await page.waitForLoadState('networkidle');
          await page.getByRole('checkbox', { name: FACET_LABELS['no-income'] }).check();
          expect(await shownRows(page)).toContain('FORTUNEO_FOSFO');
          expect(await shownRows(page)).not.toContain('FORTUNEO_GOLD');
          const unknown = open(group).filter((provider) =>
            unknownFacetsOf(
              provider,
              RECORDS.find((record) => record.provider === provider),
            ).includes('no-income'),
          );
          const aside = page.locator('.comparison-aside[data-facet="no-income"] [data-answer="unknown"]');
          // Every bank's record answers the question; across all families some do not.
          if (group !== undefined && unknown.length === 0) {
            await expect(aside).toHaveCount(0);
            return;
          }
          expect(unknown.length, 'offers whose record does not answer the income question').toBeGreaterThan(0);
          await expect(aside).toBeVisible();
          await expect(aside.locator('.comparison-aside__head')).toContainText('leurs conditions publiées n’en disent rien');
          expect(await aside.locator('li').evaluateAll((items) => items.map((item) => item.getAttribute('data-provider')))).toEqual(
            unknown,
          );
          expect(await aside.locator('li:visible').count()).toBe(unknown.length);
          // Unchecked, the list goes.
          await page.getByRole('checkbox', { name: FACET_LABELS['no-income'] }).uncheck();
          await expect(aside).toBeHidden();
        });
      }
    });
  }
}
