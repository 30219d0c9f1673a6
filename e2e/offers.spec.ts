import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ROUTES } from '../lib/content/routes.generated';
import { CAPITAL_AT_RISK, PROVIDER_LABELS, type Provider } from '../lib/primes/providers';

/**
 * Offer honesty on the build visitors get, whose content/codes.yaml ships empty: no box
 * shows a button that would lose the bonus it has just announced, the site claims no
 * code, and every "vérifié le" stands beside the source read that day.
 * (With codes: e2e/site-codes.spec.ts, on the fixture build.)
 */
for (const route of ROUTES) {
  test(`${route}: honest offers, dated sources, one FAQ title, French spacing`, async ({ page }) => {
    await page.goto(route);
    const report = await page.evaluate(() => {
      const text = (node: Element) => node.textContent ?? '';
      const boxes = [...document.querySelectorAll('section.referral')].map((box) => ({
        provider: box.getAttribute('data-provider') ?? '',
        risk: box.querySelector('.referral__risk')?.textContent ?? '',
        state: box.getAttribute('data-site-code'),
        buttons: box.querySelectorAll('a.button').length,
        saidAbove: box.querySelector('[data-no-code="said-above"]') !== null,
        says: text(box),
      }));
      const checkedClaims = [...document.querySelectorAll('main p, main li, main dd, main span')]
        .filter((node) =>
          /vérifiée?s? le \d/.test(
            [...node.childNodes]
              .filter((child) => child.nodeType === Node.TEXT_NODE)
              .map((child) => child.textContent)
              .join(''),
          ),
        )
        .map((node) => {
          const holder = node.closest('[data-checked="source"]');
          return { claim: text(node).slice(0, 80), link: holder?.querySelector('a[href^="https://"]')?.getAttribute('href') ?? null };
        });
      // Text a reader sees, without code, scripts or styles.
      const clone = document.body.cloneNode(true) as HTMLElement;
      for (const hidden of clone.querySelectorAll('script, style, code, pre, template')) hidden.remove();
      return {
        boxes,
        sponsored: document.querySelectorAll('a[rel~="sponsored"]').length,
        checkedClaims,
        faqTitles: [...document.querySelectorAll('h2')].filter((h2) => text(h2).trim() === 'Questions fréquentes').length,
        visible: clone.textContent ?? '',
      };
    });
    for (const box of report.boxes) {
      expect(box.state, route).toBe('no');
      expect(box.buttons, `${route}: a sign-up button in a box without the site's code`).toBe(0);
      // A brand's « no code » explanation is said by its first box; a later box of the same brand points to it.
      if (box.saidAbove) expect(box.says).toContain('Pas de code du site pour cette offre non plus');
      else {
        expect(box.says).toContain('Nous n’avons pas de code de parrainage');
        expect(box.says).toMatch(/sans code, vous ouvrez votre compte sans prime de filleul/);
      }
      expect(box.says).not.toMatch(/Bonus de partage/);
      // Investment platforms say, beside the amounts, that the capital is at risk.
      if (CAPITAL_AT_RISK[box.provider as Provider])
        expect(box.risk, `${route}: ${box.provider} without its risk notice`).toMatch(/capital est en risque.*pas une raison d’investir/s);
      else expect(box.risk).toBe('');
    }
    expect(report.sponsored, `${route}: a sponsored link while the site has no referral link`).toBe(0);
    for (const claim of report.checkedClaims) expect(claim.link, `${route}: « ${claim.claim} » without its source`).not.toBeNull();
    expect(report.faqTitles).toBeLessThanOrEqual(1);
    // Said once per page, not once per box (issue 24): each brand's « no code », the page's update date.
    const noCode = [...report.visible.matchAll(/Nous n’avons pas de code de parrainage [^.]+\./g)].map(([sentence]) => sentence);
    expect(noCode, `${route}: a « no code » sentence said twice`).toEqual([...new Set(noCode)]);
    expect(report.visible.match(/Page mise à jour le/g)?.length ?? 0, `${route}: « Page mise à jour le » twice`).toBeLessThanOrEqual(1);
    const spacing = /[^\s\u00a0\u202f]( )[:;!?»]|«( )/.exec(report.visible);
    expect(spacing?.[0] ?? null, `${route}: an ordinary space where French typography needs a non-breaking one`).toBeNull();
    for (const label of Object.values(PROVIDER_LABELS).filter((name) => /^[aeiouy]/i.test(name))) {
      expect(report.visible, `${route}: « de ${label} » instead of « d’${label} »`).not.toContain(`de ${label}`);
    }
  });
}

test('the disclosures speak of the site’s codes only as the data says: none today', async ({ page }) => {
  for (const route of ['/', '/parrainage', '/mentions-legales']) {
    await page.goto(route);
    const disclosure = page.locator('[data-site-codes]');
    await expect(disclosure).toHaveAttribute('data-site-codes', '0');
    await expect(disclosure).toContainText('aucun code ni lien de parrainage');
    await expect(page.locator('main')).not.toContainText(/ses codes|un code du site/);
  }
});

test('the comparison ranks by what the referee receives and gives each main condition', async ({ page }) => {
  await page.goto('/parrainage');
  const table = page.getByRole('table', { name: /Primes de parrainage en vigueur/ });
  await expect(table.locator('thead th').nth(1)).toHaveAttribute('aria-sort', 'descending');
  await expect(table.locator('thead th').nth(1)).toContainText('Prime du filleul');
  const fortuneoGold = table.locator('tr[data-provider="FORTUNEO_GOLD"] td.condition');
  await expect(fortuneoGold).toContainText('2\u00a0200\u00a0€');
  // A provider without a page says why (its record's withoutPage), and no row is left unexplained.
  const curve = table.locator('tr[data-provider="CURVE"]');
  await expect(curve.locator('td.condition')).toContainText(
    /^Pas de page sur ce site\. Nous n’avons trouvé que des conditions britanniques/,
  );
  await expect(curve.getByRole('link')).toHaveCount(0);
  await expect(table.locator('td.condition', { hasText: 'non vérifiée par le site' })).toHaveCount(0);
  // No site code, so no share bonus: neither a column of dashes nor its definition.
  await expect(table.locator('thead th')).toHaveText(
    ['Offre', 'Prime du filleul', 'Prime du parrain', 'Condition principale'].map((label) => new RegExp(label)),
  );
  await expect(page.locator('.table-note')).not.toContainText('Bonus de partage');
  await expect(page.locator('.table-note')).toContainText('il mesure ce que gagne le parrain, pas ce que reçoit le filleul');
  await page.getByRole('radio', { name: 'Cashback' }).check();
  await expect(table.locator('tbody tr:visible')).toHaveCount(6);
});

test('the home offers are ranked by the referee bonus, with their condition', async ({ page }) => {
  await page.goto('/');
  const amounts = await page.locator('.offer-card strong').allTextContents();
  const values = amounts.map((amount) => Number.parseFloat(amount.replace(/[^\d,]/g, '').replace(',', '.')));
  expect(values.length).toBeGreaterThan(2);
  expect([...values].sort((a, b) => b - a)).toEqual(values);
});

test('/favicon.ico answers with an icon', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/x-icon');
  const body = await response.body();
  expect([...body.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
});

test('card lists read as sentences: one label, one colon, a lower-case value', async ({ page }) => {
  await page.goto('/banque/boursobank');
  const metas = await page.locator('.card-list__item .meta').allTextContents();
  expect(metas.length).toBeGreaterThan(0);
  for (const meta of metas) {
    expect(meta).toMatch(/Cotisation\u00a0: \p{Ll}.*Condition de revenus\u00a0: \p{Ll}/u);
    expect(meta.match(/:/g)).toHaveLength(2);
  }
  expect(metas.join(' ')).not.toContain('Revenus exigés');
});

/** The `page` of every offer record (content/offres/*.yaml): where links to an offer go. */
const recordPages = (): string[] => {
  const dir = join(import.meta.dirname, '../content/offres');
  return readdirSync(dir).flatMap((file) => /^page: (\S+)$/m.exec(readFileSync(join(dir, file), 'utf8'))?.slice(1) ?? []);
};

test('the home page links every offer that has a page, to the page where its box comes first', async ({ page }) => {
  await page.goto('/');
  const linked = await page.locator('.offer-grid a, .offer-more a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(new Set(linked)).toEqual(new Set(recordPages()));
  // The Fortuneo offers lead to the page where their own box comes first, not to the bank's page.
  expect(linked).not.toContain('/banque/fortuneo');
  for (const [provider, href] of [
    ['FORTUNEO_GOLD', '/banque/fortuneo/parrainage'],
    ['FORTUNEO_FOSFO', '/banque/fortuneo/cartes/fosfo'],
  ] as const) {
    const link = page.locator('.offer-grid a, .offer-more a').filter({ hasText: PROVIDER_LABELS[provider] });
    await expect(link).toHaveAttribute('href', href);
  }
});

test('/banque gives each bank’s main condition beside its referee bonus', async ({ page }) => {
  await page.goto('/banque');
  const fortuneo = page.locator('.card-list__item').filter({ has: page.getByRole('link', { name: 'Fortuneo', exact: true }) });
  await expect(fortuneo.locator('.meta')).toContainText(/Prime du filleul\s:\s\d+\s€ · Carte Gold, avec 2\s200\s€ de revenus/);
});
