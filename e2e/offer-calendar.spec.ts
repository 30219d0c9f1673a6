import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { FIXTURE_ORIGIN } from '../playwright.config';
import { one, parseICalendar, type Component } from './page-checks/icalendar';

/**
 * The offer box's .ics file (docs/behaviours.md#calendrier-des-échéances), in Chromium: the visitor gives the day
 * they opened their account, the browser builds the file, the file parses and its dates
 * are right. On the fixture site, whose record for Joko (e2e/fixtures/content/offres/joko.yaml)
 * has deadlines counted in days: 30 days from the opening for the first purchase, 90 from
 * the sign-up for the linked card, payout 30 days after the last one, end on 2027-06-30.
 */
test.use({ baseURL: FIXTURE_ORIGIN });

const PAGE = '/cashback/joko';
const LABEL = 'Date d’ouverture de votre compte';
const BUTTON = 'Ajouter les échéances à mon agenda (.ics)';

const unescape = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, character: string) => (character.toLowerCase() === 'n' ? '\n' : character));

async function downloadCalendar(page: Page, opening: string): Promise<{ name: string; text: string }> {
  const block = page.getByRole('region', { name: 'Offre de parrainage Joko' });
  // The control is visible only once the component is hydrated (a date typed before would be lost): Playwright waits for it.
  await block.getByLabel(LABEL).fill(opening);
  const [download] = await Promise.all([page.waitForEvent('download'), block.getByRole('button', { name: BUTTON }).click()]);
  return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
}

test('the opening day gives an .ics file that parses, with the right dates, built without a request', async ({ page }) => {
  await page.goto(PAGE);
  await page.waitForLoadState('load');
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.url()} ${request.postData() ?? ''}`));

  const { name, text } = await downloadCalendar(page, '2026-12-20');
  expect(name).toBe('parrainage-joko.ics');
  // Nothing sent: no request after the page had loaded carries the day the visitor gave.
  expect(requests.filter((request) => /2026-12-20|20261220/.test(request))).toEqual([]);

  const calendar = parseICalendar(text);
  expect(one(calendar, 'VERSION').value).toBe('2.0');
  expect(one(calendar, 'PRODID').value).not.toBe('');
  const events = calendar.children.filter((child) => child.name === 'VEVENT');
  const dates = events.map((event) => {
    const start = one(event, 'DTSTART');
    const end = one(event, 'DTEND');
    expect(start.params).toEqual(['VALUE=DATE']);
    expect(end.params).toEqual(['VALUE=DATE']);
    expect(one(event, 'DTSTAMP').value).toMatch(/^\d{8}T\d{6}Z$/);
    return [start.value, end.value, unescape(one(event, 'SUMMARY').value)];
  });
  // Across the year's end: 2026-12-20 + 30 days, + 90 days, then the payout 30 days after the last, then the fixed end.
  expect(dates).toEqual([
    ['20270119', '20270120', 'Parrainage Joko\u00a0: premier achat de 10\u00a0€ au moins (date limite)'],
    ['20270320', '20270321', 'Parrainage Joko\u00a0: carte bancaire reliée à l’application (date limite)'],
    ['20270419', '20270420', 'Parrainage Joko\u00a0: versement de la prime attendu au plus tard'],
    ['20270630', '20270701', 'Parrainage Joko\u00a0: fin annoncée de l’offre'],
  ]);
  const uids = events.map((event) => one(event, 'UID').value);
  expect(new Set(uids).size).toBe(uids.length);
  expect(unescape(one(events[0] as Component, 'DESCRIPTION').value)).toContain('que vous avez indiquée\u00a0: le 20 décembre 2026.');

  // The page lists the same dates it put in the file.
  await expect(
    page.getByRole('region', { name: 'Offre de parrainage Joko' }).getByRole('list', { name: 'Dates calculées' }).getByRole('listitem'),
  ).toHaveText([
    '19 janvier 2027\u00a0: Premier achat de 10\u00a0€ au moins (date limite)',
    '20 mars 2027\u00a0: Carte bancaire reliée à l’application (date limite)',
    '19 avril 2027\u00a0: Versement de la prime attendu au plus tard',
    '30 juin 2027\u00a0: Fin annoncée de l’offre',
  ]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the offer box shows no calendar control, which could not work', async ({ page }) => {
    await page.goto(PAGE);
    const block = page.getByRole('region', { name: 'Offre de parrainage Joko' });
    await expect(block).toBeVisible();
    await expect(block.getByLabel(LABEL)).toBeHidden();
    await expect(block.getByRole('button', { name: BUTTON })).toBeHidden();
  });
});
