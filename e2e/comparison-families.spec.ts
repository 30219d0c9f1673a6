import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '../lib/content/routes.generated';
import { urlFromSourcePath } from '../lib/content/url';
import { facetVerdictOf, type Facet } from '../lib/offers/facets';
import { FAMILIES_WITH_PAGES, FAMILY_LABELS } from '../lib/primes/families';
import { PROVIDER_FAMILY, type Provider } from '../lib/primes/providers';
import { offerRecordFiles } from './offer-record-files';

/*
 * Issue 57, item 4, on the production build, with and without JavaScript: every comparison of the
 * route list, under every family and every filter it offers (alone, then all together), shows rows
 * and never a head over an empty list; an offer a filter cannot concern stays, « sans objet » with
 * its reason; and a provider's family is the same in the menu, its address, the comparison and
 * /offres.json. The comparisons, families and filters are read from content/ and the page itself.
 */
type RecordFile = NonNullable<Parameters<typeof facetVerdictOf>[2]> & { readonly provider: Provider; readonly page?: string };
const RECORDS = offerRecordFiles<RecordFile>();
const moot = (facet: Facet, provider: Provider) =>
  facetVerdictOf(
    facet,
    provider,
    RECORDS.find((record) => record.provider === provider),
  ).answer === 'not-applicable';

const CONTENT_DIR = join(import.meta.dirname, '..', 'content');
const COMPARISON_PAGES = (readdirSync(CONTENT_DIR, { recursive: true, encoding: 'utf8' }) as string[])
  .filter((file) => file.endsWith('.mdx') && readFileSync(join(CONTENT_DIR, file), 'utf8').includes('<ComparisonTable'))
  .map((file) => urlFromSourcePath(file))
  .filter((url) => (ROUTES as readonly string[]).includes(url));

/** What the screen shows that stands over nothing: a head, a shared reason or a box of names with no name shown, or a table head over no row. */
const emptyHeads = (page: Page) =>
  page.locator('.comparison-block').evaluate((block) => {
    const shown = (element: Element) => element.getClientRects().length > 0;
    const named = (scope: Element) => [...scope.querySelectorAll('li[data-provider]')].some(shown);
    const problems: string[] = [];
    for (const part of block.querySelectorAll('.comparison-aside, .comparison-aside__part, .comparison-aside__shared'))
      if (shown(part) && !named(part)) problems.push(`${part.className} sans nom : « ${part.textContent?.slice(0, 80) ?? ''} »`);
    const rows = [...block.querySelectorAll('tbody tr')].filter(shown);
    const head = block.querySelector('thead tr');
    if (rows.length === 0) problems.push(`aucune ligne sous ${head && shown(head) ? 'l’en-tête du tableau' : 'les filtres'}`);
    return problems;
  });

const valuesOf = (page: Page, name: string) =>
  page
    .locator(`.comparison-filters input[name="${name}"]`)
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

/** Checks or unchecks a control as a visitor does, by its label; a hidden one (not offered under this family) is left. */
async function setControl(page: Page, name: string, value: string, on: boolean): Promise<boolean> {
  const label = page.locator('.comparison-filters label', { has: page.locator(`input[name="${name}"][value="${value}"]`) });
  if (!(await label.isVisible())) return false;
  await label.locator('input').setChecked(on);
  return true;
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    for (const route of COMPARISON_PAGES) {
      test(`${route}: no head over an empty list, under every family and filter`, async ({ page }) => {
        test.setTimeout(120_000);
        await page.goto(route);
        if (javaScriptEnabled) await page.waitForLoadState('networkidle');
        const families = await valuesOf(page, 'famille');
        const facets = (await valuesOf(page, 'filtre')) as Facet[];
        for (const family of families.length > 0 ? families : ['']) {
          if (families.length > 0) await setControl(page, 'famille', family, true);
          expect(await emptyHeads(page), `${route} famille=${family}`).toEqual([]);
          const offered: Facet[] = [];
          for (const facet of facets) {
            if (!(await setControl(page, 'filtre', facet, true))) continue;
            offered.push(facet);
            expect(await emptyHeads(page), `${route} famille=${family} filtre=${facet}`).toEqual([]);
            // An offer the filter cannot concern is shown, « sans objet » with its reason.
            const rows = page.locator('tbody tr[data-provider]:visible');
            for (const provider of await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-provider') ?? ''))) {
              if (!moot(facet, provider as Provider)) continue;
              await expect(page.locator(`tr[data-provider="${provider}"] .facet-proofs li[data-facet="${facet}"]`)).toHaveText(
                /^Sans objet\u00a0: \S.{15,}$/,
              );
            }
            await setControl(page, 'filtre', facet, false);
          }
          // All the filters offered here at once still leave rows.
          for (const facet of offered) await setControl(page, 'filtre', facet, true);
          expect(await emptyHeads(page), `${route} famille=${family} filtres=${offered.join('+')}`).toEqual([]);
          for (const facet of offered) await setControl(page, 'filtre', facet, false);
        }
      });
    }

    test('« Sans condition de revenus » under « Cashback » keeps every portal, « sans objet »', async ({ page }) => {
      await page.goto('/parrainage');
      if (javaScriptEnabled) await page.waitForLoadState('networkidle');
      await page.getByRole('radio', { name: FAMILY_LABELS.cashback, exact: true }).check();
      await page.getByRole('checkbox', { name: 'Sans condition de revenus' }).check();
      const rows = page.locator('tbody tr[data-provider]:visible');
      expect(await rows.count()).toBeGreaterThan(0);
      for (const row of await rows.all()) {
        await expect(row).toHaveAttribute('data-group', 'cashback');
        await expect(row.locator('.facet-proofs li[data-facet="no-income"]')).toHaveText(/^Sans objet\u00a0: /);
      }
      await expect(page.locator('.comparison-aside__head:visible')).toHaveCount(0);
    });
  });
}

test('a provider’s family is the same in the menu, its address, the comparison and /offres.json', async ({ page, request }) => {
  await page.goto('/parrainage');
  const menu = page.getByRole('navigation', { name: 'Navigation principale' });
  for (const family of FAMILIES_WITH_PAGES)
    await expect(menu.locator(`a[href="/${family}"]`).first(), family).toHaveText(FAMILY_LABELS[family]);
  const rows = await page
    .locator('tbody tr[data-provider]')
    .evaluateAll((items) => items.map((item) => [item.getAttribute('data-provider') ?? '', item.getAttribute('data-group') ?? '']));
  expect(rows.length).toBeGreaterThan(0);
  for (const [provider, group] of rows) expect(group, provider).toBe(PROVIDER_FAMILY[provider as Provider]);
  const data = (await (await request.get('/offres.json')).json()) as {
    offers: { provider: Provider; family: string; page: string | null }[];
  };
  for (const offer of data.offers) {
    expect(offer.family, offer.provider).toBe(PROVIDER_FAMILY[offer.provider]);
    if (offer.page !== null) expect(new URL(offer.page).pathname.split('/')[1], offer.provider).toBe(offer.family);
  }
});
