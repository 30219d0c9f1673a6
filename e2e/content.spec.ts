import { expect, test } from '@playwright/test';
import { CHECK_AGE_LIMIT_DAYS } from '../lib/offers/wording';
import { PAGE_FAMILIES } from './page-checks/content-families';

// Per route (referral block, card sheet, dated article): e2e/pages.spec.ts and e2e/page-checks/content-families.ts.

// docs/behaviours.md#une-phrase-une-seule-fois
test('/banque/fortuneo/parrainage says each of its sentences once, though it shows two Fortuneo boxes', async ({ page }) => {
  await page.goto('/banque/fortuneo/parrainage');
  await expect(page.locator('section.referral')).toHaveCount(2);
  const text = (await page.locator('main').textContent()) ?? '';
  const times = (pattern: RegExp) => text.match(pattern)?.length ?? 0;
  // The shipped content/codes.yaml has no code: said once, and the second box points to it.
  expect(times(/Nous n’avons pas de code de parrainage/g)).toBe(1);
  expect(times(/sans code, vous ouvrez votre compte sans prime de filleul/g)).toBe(1);
  expect(times(/Pas de code du site pour cette offre non plus/g)).toBe(1);
  expect(times(/Page mise à jour le/g) + times(/Conditions vérifiées le/g)).toBe(1);
});

test('the legal notice names Cloud Firestore, what it receives, why there is no consent banner, and no placeholder for the publisher', async ({
  page,
}) => {
  await page.goto('/mentions-legales');
  const main = page.locator('main');
  await expect(main).toContainText('Cloud Firestore, un service de Google');
  await expect(main).toContainText('adresse IP');
  await expect(main).toContainText('ne dépose aucun cookie et n’utilise aucun traceur');
  await expect(main).toContainText('n’affiche pas de bandeau');
  // The tests' build is local, given no publisher: the prose names no one and holds no placeholder;
  // the one banner says the site is a demonstration (components/layout/DemoBanner.tsx).
  await expect(main).toContainText('édité par un particulier agissant à titre non professionnel');
  await expect(main.locator('[data-publisher]')).toHaveCount(0);
  await expect(main).not.toContainText('pas encore renseigné');
  await expect(page.getByRole('complementary', { name: 'Site de démonstration' })).toHaveCount(1);
  await expect(main.getByRole('link', { name: 'À propos et méthode' })).toHaveAttribute('href', '/a-propos');
});

test('« À propos et méthode » says who publishes, the check rule the boxes apply, and how to report an outdated offer', async ({
  page,
}) => {
  await page.goto('/a-propos');
  const main = page.locator('main');
  await expect(main.locator('[data-publisher]')).toHaveCount(0);
  await expect(main).not.toContainText('pas encore renseigné');
  await expect(main.locator('[data-site-codes="0"]')).toContainText('il ne perçoit rien');
  await expect(main.locator('[data-check-age-limit]')).toHaveText(`${CHECK_AGE_LIMIT_DAYS}\u00a0jours`);
  await expect(main).toContainText('Cloud Firestore');
  await expect(main.locator('a[data-report-outdated]')).toHaveAttribute('href', /^mailto:contact@parrainage-malin\.fr\?subject=/);

  // On an offer page, the box's link fills in that page: the visitor's mail program sends it, nothing is stored.
  await page.goto('/banque/fortuneo/parrainage');
  const report = page.locator('section.referral a[data-report-outdated]');
  await expect(report).toHaveCount(1);
  await expect(report).toHaveText('Signaler une information périmée');
  const href = decodeURIComponent((await report.getAttribute('href')) ?? '');
  expect(href).toMatch(/^mailto:contact@parrainage-malin\.fr\?subject=Information périmée\u00a0: Parrainage Fortuneo/);
  expect(href).toMatch(/Page concernée\u00a0: https?:\/\/[^/]+\/banque\/fortuneo\/parrainage\r\n/);
});

test('the blog lists every article, newest first', async ({ page }) => {
  await page.goto('/blog');
  const dates = await page.locator('.card-list time').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
  expect(dates).toHaveLength(PAGE_FAMILIES.articles.length);
  expect([...dates].sort().reverse()).toEqual(dates);
});
