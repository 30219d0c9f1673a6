import { expect, test, type Page } from '@playwright/test';
import { PLAN_CALENDAR_PATH, PLAN_PATH } from '../lib/plan-paths.mjs';
import { FIXTURE_ORIGIN } from '../playwright.config';
import { watchCspViolations } from './page-checks/csp';
import { one, parseICalendar } from './page-checks/icalendar';

/*
 * « Mon plan de primes » as a visitor uses it: answering the form, with and without JavaScript,
 * on a phone and a wide screen; sharing the address; going back; downloading the calendar; and
 * whatever an address may hold, the form back with a French message, never a server error.
 */

const WIDTHS = [375, 1440] as const;

/** Each offer's answer on the page, by provider. */
async function statuses(page: Page): Promise<Record<string, string>> {
  return Object.fromEntries(
    await page
      .locator('.plan-line')
      .evaluateAll((lines) => lines.map((line) => [line.getAttribute('data-provider') ?? '', line.getAttribute('data-status') ?? ''])),
  );
}

/** What a visitor who says nothing of their accounts is answered: the baseline every other answer is compared with. */
async function baseline(page: Page): Promise<Record<string, string>> {
  await page.goto(`${PLAN_PATH}?boursobank=jamais`);
  return statuses(page);
}

async function answerBoursoBankFormerClient(page: Page) {
  await page.goto(PLAN_PATH);
  await page.getByRole('group', { name: 'BoursoBank' }).getByLabel('Situation').selectOption('ancien');
  await page.getByRole('button', { name: 'Voir mon plan' }).click();
  await expect(page).toHaveURL(/[?&]boursobank=ancien(&|$|#)/);
}

for (const javaScriptEnabled of [false, true]) {
  for (const width of WIDTHS) {
    test.describe(`${width} px, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
      test.use({ viewport: { width, height: 900 }, javaScriptEnabled });

      test('a former BoursoBank client gets « pas pour vous » there and the same answer as anyone elsewhere', async ({ page }) => {
        const before = await baseline(page);
        expect(Object.keys(before).length).toBeGreaterThan(5);
        await answerBoursoBankFormerClient(page);
        const after = await statuses(page);
        expect(after.BOURSOBANK).toBe('not-for-you');
        await expect(page.locator('.plan-line[data-provider="BOURSOBANK"] .plan-status')).toHaveText('pas pour vous');
        // The rule's sentence and the number of its source, linking to the offer's box.
        const rule = page.locator('.plan-line[data-provider="BOURSOBANK"] .plan-line__why');
        await expect(rule).toContainText('N’avoir jamais été client de BoursoBank');
        await expect(rule.locator('a.fact__source')).toHaveAttribute('href', /^\/banque\/boursobank#source-boursobank-\d+$/);
        expect({ ...after, BOURSOBANK: before.BOURSOBANK }).toEqual(before);
        // Nothing wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    });
  }
}

test.describe('with JavaScript', () => {
  test('the shared address reopens the same plan, « back » restores the one before, and no script is refused', async ({
    page,
    context,
  }) => {
    const csp = await watchCspViolations(page);
    await answerBoursoBankFormerClient(page);
    const plan = await statuses(page);
    const address = page.url();
    const other = await context.newPage();
    await other.goto(address);
    expect(await statuses(other)).toEqual(plan);
    await expect(other.getByRole('group', { name: 'BoursoBank' }).getByLabel('Situation')).toHaveValue('ancien');
    await other.close();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${PLAN_PATH}$`));
    await expect(page.locator('.plan-line')).toHaveCount(0);
    await page.goForward();
    await expect(page.locator('.plan-line[data-provider="BOURSOBANK"]')).toHaveAttribute('data-status', 'not-for-you');
    expect(await csp(), 'Content Security Policy violations').toEqual([]);
  });
});

test.describe('bad input in the address', () => {
  const BAD = [
    ['an unknown provider', '?banquefictive=client', 'ne désigne aucune société'],
    ['a malformed date', '?curve=ancien&curve-date=hier', 'n’est pas lisible'],
    ['an impossible date', '?curve=ancien&curve-date=2025-02-30', 'n’existe pas'],
    ['hundreds of parameters', `?${Array.from({ length: 300 }, (_, index) => `x${index}=1`).join('&')}`, 'au plus'],
    ['broken percent-encoding', '?boursobank=%E0%A4%A&%ZZ=1&fortuneo-date=%', 'Une partie de l’adresse'],
  ] as const;
  for (const [what, query, message] of BAD) {
    test(`${what}: the form back with a French message`, async ({ request }) => {
      const response = await request.get(`${PLAN_PATH}${query}`);
      expect(response.status(), what).toBe(200);
      const html = await response.text();
      expect(html).toContain('Une partie de l’adresse n’a pas pu être lue');
      expect(html).toContain(message);
      expect(html).toContain('Voir mon plan');
    });
  }
});

test.describe('the plan’s calendar', () => {
  // The fixture site's Joko record counts 12 months after a closing and ends on 2027-06-30 (e2e/fixtures/content/offres/joko.yaml).
  test.use({ baseURL: FIXTURE_ORIGIN });

  test('is one RFC 5545 file with a reminder before each deadline, linked from the plan', async ({ page, request }) => {
    await page.goto(PLAN_PATH);
    await page.getByRole('group', { name: 'Joko' }).getByLabel('Situation').selectOption('ancien');
    await page
      .getByRole('group', { name: 'Joko' })
      .getByLabel(/Date de clôture/)
      .fill('2026-03-15');
    await page.getByRole('button', { name: 'Voir mon plan' }).click();
    await expect(page.locator('.plan-line[data-provider="JOKO"] .plan-status')).toHaveText('possible à partir du 15 mars 2027');
    const link = page.locator('a[data-plan-calendar]');
    await expect(link).toHaveAttribute('href', `${PLAN_CALENDAR_PATH}?joko=ancien&joko-date=2026-03-15`);
    const response = await request.get((await link.getAttribute('href')) ?? '');
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers()['cache-control']).toBe('no-store');
    const calendar = parseICalendar(await response.text());
    const events = calendar.children.filter((child) => child.name === 'VEVENT');
    expect(events.map((event) => one(event, 'DTSTART').value).sort()).toEqual(['20270315', '20270630']);
    for (const event of events) {
      const alarms = event.children.filter((child) => child.name === 'VALARM');
      expect(alarms).toHaveLength(1);
      expect(one(alarms[0] ?? event, 'TRIGGER').value).toBe('-P3D');
      expect(one(alarms[0] ?? event, 'ACTION').value).toBe('DISPLAY');
    }
  });
});

test('a plan links to its calendar exactly when it has a dated deadline, and a plan without one has no file', async ({ page, request }) => {
  // On the production content today, no open offer has an end date or a waiting period: no file, no link.
  await page.goto(`${PLAN_PATH}?boursobank=jamais`);
  const linked = (await page.locator('a[data-plan-calendar]').count()) > 0;
  const response = await request.get(`${PLAN_CALENDAR_PATH}?boursobank=jamais`);
  expect(response.status()).toBe(linked ? 200 : 404);
  if (!linked) expect(await response.text()).toContain('aucune échéance datée');
});
