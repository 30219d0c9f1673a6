import { expect, test } from '@playwright/test';
import { ROUTES } from '../lib/content/routes.generated';
import rules from '../lib/redirects/redirects.json' with { type: 'json' };

/** Route rules (docs/behaviours.md#redirections-et-liens-sortants): lib/redirects/redirects.json, applied by Next.js with their status codes. */
test.describe('declared redirects', () => {
  for (const rule of rules) {
    test(`${rule.source} answers ${rule.status} to ${rule.destination}`, async ({ request }) => {
      const response = await request.get(rule.source, { maxRedirects: 0 });
      expect(response.status()).toBe(rule.status);
      expect(response.headers().location).toBe(rule.destination);
    });
  }

  test('the old name of BoursoBank leads to its page in the browser', async ({ page }) => {
    await page.goto('/banque/boursorama');
    await expect(page).toHaveURL('/banque/boursobank');
    await expect(page.locator('h1')).toContainText('BoursoBank');
  });
});

test('every link to a /go/… address leads to an official site: noopener and noreferrer, never sponsored', async ({ request }) => {
  let outbound = 0;
  for (const route of ROUTES) {
    const html = await (await request.get(route)).text();
    for (const [anchor] of html.matchAll(/<a\b[^>]*\bhref="\/go\/[^"]*"[^>]*>/g)) {
      outbound += 1;
      const rel = /\brel="([^"]*)"/.exec(anchor)?.[1]?.split(/\s+/) ?? [];
      expect(rel, `${route}: ${anchor}`).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      expect(rel, `${route}: ${anchor}`).not.toContain('sponsored');
    }
  }
  // Every bank and portal page with an official site links to it.
  expect(outbound).toBeGreaterThanOrEqual(rules.filter((rule) => rule.source.startsWith('/go/')).length);
});

test('the official-site link leaves for the bank through /go/, without sending the page address', async ({ page, baseURL }) => {
  await page.goto('/banque/boursobank');
  const link = page.getByRole('link', { name: 'Site officiel de BoursoBank' }).first();
  await expect(link).toHaveAttribute('href', '/go/boursobank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  // No internet here: the bank's address is not reached, but the browser's request for it is the proof
  // that the page itself leaves for the bank, through the site's redirect, without a referrer.
  const bankRequest = page.waitForRequest('https://www.boursobank.com/');
  await link.click();
  const request = await bankRequest;
  expect(request.isNavigationRequest(), 'the page itself goes to the bank').toBe(true);
  expect(request.frame()).toBe(page.mainFrame());
  expect(request.redirectedFrom()?.url()).toBe(`${baseURL}/go/boursobank`);
  expect(request.headers().referer).toBeUndefined();
});
