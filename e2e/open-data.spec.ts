import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import Ajv2020 from 'ajv/dist/2020.js';
import { parse } from 'csv-parse/sync';
import { DEFAULT_SITE_URL } from '../lib/deployment.mjs';
import type { OffersDataset } from '../lib/open-data/offers-dataset';
import { OFFERS_CSV_HEADER } from '../lib/open-data/offers-csv';
import { OFFERS_SCHEMA } from '../lib/open-data/offers-schema';
import { FIXTURE_ORIGIN } from '../playwright.config';

/**
 * The open data as a reuser gets it from the production build: /offres.json valid against
 * the schema served beside it (checked by ajv, a kept validator), /offres.csv read by a
 * kept RFC 4180 reader as a French spreadsheet would, one row per offer record, the same
 * amounts in both, and the amounts the offer pages show.
 */
const RECORD_COUNT = readdirSync(join(import.meta.dirname, '..', 'content', 'offres')).filter((file) => file.endsWith('.yaml')).length;

const validator = () => new Ajv2020({ strict: true, allowUnionTypes: true, validateFormats: false, allErrors: true });

test('/offres.json validates against the served /offres.schema.json, one offer per record, dated amounts', async ({ request }) => {
  const schemaResponse = await request.get('/offres.schema.json');
  expect(schemaResponse.status()).toBe(200);
  expect(schemaResponse.headers()['content-type']).toBe('application/json; charset=utf-8');
  const schema = (await schemaResponse.json()) as typeof OFFERS_SCHEMA;
  expect(schema).toEqual(JSON.parse(JSON.stringify(OFFERS_SCHEMA)));

  const response = await request.get('/offres.json');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/json; charset=utf-8');
  const dataset = (await response.json()) as OffersDataset;
  const validate = validator().compile(schema);
  expect(validate(dataset), JSON.stringify(validate.errors)).toBe(true);
  expect(dataset.offers).toHaveLength(RECORD_COUNT);
  expect(dataset.$schema).toBe(new URL('/offres.schema.json', DEFAULT_SITE_URL).href);
  // The main build reads the emulator, whose REST answer carries the document's updateTime.
  expect(Number.isNaN(Date.parse(dataset.amountsUpdatedAt ?? ''))).toBe(false);
  for (const offer of dataset.offers) {
    if (offer.page !== null) expect(offer.page.startsWith(`${DEFAULT_SITE_URL}/`), offer.provider).toBe(true);
  }
});

test('/offres.csv opens in a French spreadsheet: BOM, « ; », one row per offer, the amounts of /offres.json', async ({ request }) => {
  const response = await request.get('/offres.csv');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers()['content-disposition']).toBe('inline; filename="offres.csv"');
  const bytes = await response.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = parse(bytes.toString('utf8'), { delimiter: ';', bom: true }) as string[][];
  expect(header).toEqual(OFFERS_CSV_HEADER);
  expect(rows).toHaveLength(RECORD_COUNT);

  // Both files are regenerated in the same interval: read them together and compare.
  const dataset = (await (await request.get('/offres.json')).json()) as OffersDataset;
  const column = (name: string) => OFFERS_CSV_HEADER.indexOf(name);
  for (const offer of dataset.offers) {
    const row = rows.find((cells) => cells[column('provider')] === offer.provider);
    for (const side of ['referee', 'sponsor'] as const) {
      const amount = offer[side].amount;
      expect(row?.[column(`${side}.amount`)], `${offer.provider} ${side}`).toBe(amount === null ? '' : String(amount).replace('.', ','));
    }
  }
});

test.describe('the amounts of /offres.json are those the offer pages show', () => {
  // The fixture site (a preview, same offer pages plus test-only ones) serves the committed
  // document as a fixed snapshot: the main build's emulator is changed by e2e/primes.spec.ts
  // meanwhile, which would race this comparison. Without JavaScript, the amounts are the HTML's,
  // rendered with the same settings.
  test.use({ baseURL: FIXTURE_ORIGIN, javaScriptEnabled: false });

  test('every offer box says each side’s words and status as /offres.json gives them, and no amount for a programme that is not open', async ({
    page,
    request,
  }) => {
    const dataset = (await (await request.get('/offres.json')).json()) as OffersDataset;
    const withPage = dataset.offers.filter((offer) => offer.page !== null);
    expect(withPage.length).toBeGreaterThan(0);
    for (const offer of withPage) {
      await page.goto(new URL(offer.page ?? '').pathname);
      const box = page.locator(`section.referral[data-provider="${offer.provider}"]`).first();
      if (offer.programme.status !== 'open') {
        // No amount at all for a programme that ended or was not found: its status and reason, as the data gives them.
        await expect(box.locator('.referral__amounts')).toHaveCount(0);
        await expect(box.locator('.referral__closed')).toContainText(offer.programme.reason ?? '');
        expect([offer.referee.amount, offer.sponsor.amount]).toEqual([null, null]);
        continue;
      }
      const amounts = box.locator('.referral__amounts dd [data-prime]');
      for (const [index, side] of (['referee', 'sponsor'] as const).entries()) {
        await expect(amounts.nth(index), `${offer.provider} ${side}`).toHaveText(offer[side].words);
        await expect(amounts.nth(index), `${offer.provider} ${side}`).toHaveAttribute('data-status', offer[side].shown);
      }
    }
  });
});
