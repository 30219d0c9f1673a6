import { expect } from '@playwright/test';
import { ROUTES } from '../../lib/content/routes.generated';
import type { Visit } from './visit';

const family = (pattern: RegExp): readonly string[] => ROUTES.filter((route) => pattern.test(route));
/** The kinds of page, by address: each has what its kind promises. */
export const PAGE_FAMILIES = {
  banks: family(/^\/banque\/[^/]+$/),
  cards: family(/^\/banque\/[^/]+\/cartes\/[^/]+$/),
  portals: family(/^\/cashback\/[^/]+$/),
  articles: family(/^\/blog\/[^/]+$/),
  appOffers: family(/^\/(neobanque|investissement)\/[^/]+$/),
} as const;

const WITH_REFERRAL_BLOCK = new Set<string>([
  ...PAGE_FAMILIES.banks,
  ...PAGE_FAMILIES.portals,
  ...PAGE_FAMILIES.appOffers,
  '/banque/fortuneo/parrainage',
]);

/** An offer page carries a referral block with live amounts, and its date once, in its header. */
async function expectReferralBlock({ page }: Visit): Promise<void> {
  await expect(page.locator('h1')).not.toBeEmpty();
  const block = page.getByRole('region', { name: /^Offre de parrainage / }).first();
  await expect(block).toBeVisible();
  // A programme that ended or was not found says why instead of showing amounts.
  if ((await block.locator('.referral__closed').count()) > 0)
    await expect(block.locator('.referral__closed')).toHaveText(
      /^Programme (terminé|introuvable|non publié)\. (Ce programme a pris fin|.+ \(pages publiques consultées le \d{1,2}(er)? \p{L}+ \d{4}\)\s;) .{10,}/u,
    );
  else await expect(block.locator('[data-prime]').first()).toHaveText(/\d\u00a0€|montant non communiqué|montant variable|aucune prime/);
  // "vérifiées" only beside the source read that day (honest-offers.ts); otherwise the update date.
  // The page says it once, in its header, and its boxes, bound to the same frontmatter, do not repeat it.
  await expect(
    page.locator('.doc-header').getByText(/^(Conditions vérifiées le \d{1,2} \p{L}+ \d{4} sur|Page mise à jour le \d{1,2} \p{L}+ \d{4})/u),
  ).toBeVisible();
  await expect(page.locator('section.referral [data-checked]')).toHaveCount(0);
}

async function expectCardSheet({ page }: Visit): Promise<void> {
  await expect(page.locator('h1')).not.toBeEmpty();
  const sheet = page.getByRole('region', { name: /^Fiche de la carte / });
  await expect(sheet).toBeVisible();
  for (const label of [
    'Cotisation',
    'Condition de revenus',
    'Plafond de paiement',
    'Plafond de retrait',
    'Frais à l’étranger',
    'Assurances et assistance',
  ]) {
    await expect(sheet.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(sheet.getByText(/^(Fiche vérifiée le .* sur|Page mise à jour le)/)).toBeVisible();
}

async function expectArticleHeader({ page }: Visit): Promise<void> {
  await expect(page.locator('h1')).not.toBeEmpty();
  await expect(page.getByText(/Publié le .* min de lecture/)).toBeVisible();
  await expect(page.locator('.lead')).not.toBeEmpty();
  expect(await page.locator('.prose h2').count()).toBeGreaterThanOrEqual(3);
}

/** What the route's kind of page promises: a referral block, a card sheet, or a dated and timed article. */
export async function expectFamilyContent(visit: Visit): Promise<void> {
  if (WITH_REFERRAL_BLOCK.has(visit.route)) await expectReferralBlock(visit);
  if (PAGE_FAMILIES.cards.includes(visit.route)) await expectCardSheet(visit);
  if (PAGE_FAMILIES.articles.includes(visit.route)) await expectArticleHeader(visit);
}
