import { expect, test } from '@playwright/test';
import { FIXTURE_ORIGIN } from '../playwright.config';
import { parseAtom } from '../tests/fixtures/parse-atom';

/**
 * The amounts' history as built: the fixture site has a log (e2e/fixtures/content/
 * historique-primes.yaml, three changes); the production content has none until the first
 * scheduled snapshot, and its feed is then valid and empty.
 */
test.describe('with a log (fixture site)', () => {
  test.use({ baseURL: FIXTURE_ORIGIN });

  test('/historique-primes.xml is an Atom feed of every change, newest first, read by a feed parser', async ({ request }) => {
    const response = await request.get('/historique-primes.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    const { entries } = parseAtom(await response.text());
    expect(entries.map((entry) => entry.title)).toEqual([
      'Prime du filleul Joko\u00a0: nouveau montant\u00a0: 2\u00a0€',
      'Prime du parrain BoursoBank\u00a0: 80\u00a0€ → 150\u00a0€',
      'Prime du parrain BoursoBank\u00a0: 100\u00a0€ → 80\u00a0€',
    ]);
    expect(new URL(entries[1]?.link['@_href'] ?? '').hash).toBe('#historique-boursobank');
  });

  test('/parrainage lists them under « Dernières évolutions des primes », linked to the offer box’s history', async ({ page }) => {
    await page.goto('/parrainage');
    const items = page.locator('[data-recent-changes] li');
    await expect(items).toHaveCount(3);
    await expect(items.nth(1)).toHaveText('21 novembre 2026\u00a0: Prime du parrain BoursoBank, 80\u00a0€ → 150\u00a0€');
    await expect(items.nth(1).locator('a')).toHaveAttribute('href', /#historique-boursobank$/);
  });

  test('each offer box on its page shows its own changes, where the feed and the list link to', async ({ page }) => {
    await page.goto('/banque/boursobank');
    const bourso = page.locator('section.referral[data-provider="BOURSOBANK"] #historique-boursobank');
    await expect(bourso.locator('[data-change]')).toHaveText([/80\u00a0€ → 150\u00a0€/, /100\u00a0€ → 80\u00a0€/]);
    await page.goto('/cashback/joko');
    const joko = page.locator('section.referral[data-provider="JOKO"] #historique-joko');
    await expect(joko.locator('[data-change]')).toHaveText([/nouveau montant\u00a0: 2\u00a0€/]);
  });
});

test('without a log (production content), the feed answers, valid and empty, dated by the content, never 1970', async ({ request }) => {
  const response = await request.get('/historique-primes.xml');
  expect(response.status()).toBe(200);
  const { feed, entries } = parseAtom(await response.text());
  expect(entries).toEqual([]);
  expect(feed.title).toContain('évolutions des primes');
  expect(feed.updated).not.toMatch(/^1970-/);
});
