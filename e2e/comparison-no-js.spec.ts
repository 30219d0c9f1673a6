import { offerRecordFiles } from './offer-record-files';
import { expect, test, type Page } from '@playwright/test';
import { FACETS, FACET_LABELS, facetsOf, facetVerdictsOf, type FacetAnswer } from '../lib/offers/facets';
import { offeredFacets } from '../lib/offers/comparison-facets';
import { PROVIDERS, PROVIDER_FAMILY, type Provider } from '../lib/primes/providers';
import { FAMILY_LABELS, FAMILIES } from '../lib/primes/families';
import { COMPARISON_SORTS, COMPARISON_SORT_LABELS } from '../lib/offers/comparison-order';
import { unregulatedOf } from '../lib/offers/regulation';

/*
 * The comparison of /parrainage as a visitor without JavaScript gets it (docs/behaviours.md#comparaison-des-offres): every
 * control it shows filters or orders the rows (the stylesheet obeys native controls), and
 * at 375 px each offer is a card, with nothing wider than the screen.
 */
test.use({ javaScriptEnabled: false });

/** The real records (content/offres/), read as files: the gate has checked their shape, facetsOf reads them. */
type RecordFile = NonNullable<Parameters<typeof facetsOf>[1]> & {
  readonly provider: Provider;
  readonly programme: { readonly status: string };
};
/** The records the table ranks: running programmes only (the others are listed apart, e2e/comparison-truth.spec.ts). */
const RECORDS = offerRecordFiles<RecordFile>().filter((record) => record.programme.status === 'open');
const RANKED = PROVIDERS.filter((provider) => RECORDS.some((record) => record.provider === provider));
/** The families the table offers: those it ranks an offer of. */
const RANKED_FAMILIES = FAMILIES.filter((family) => RANKED.some((provider) => PROVIDER_FAMILY[provider] === family));
/** The ranked rows as the choice of filters reads them (lib/offers/comparison-facets.ts). */
const FACET_ROWS = RANKED.map((provider) => {
  const verdicts = facetVerdictsOf(
    provider,
    RECORDS.find((record) => record.provider === provider),
  );
  return {
    family: PROVIDER_FAMILY[provider],
    answers: Object.fromEntries(FACETS.map((facet) => [facet, verdicts[facet].answer])) as Record<(typeof FACETS)[number], FacetAnswer>,
  };
});
const keeping = (facet: (typeof FACETS)[number]) =>
  RECORDS.filter((record) => facetsOf(record.provider, record).includes(facet)).map((record) => record.provider);

/** The providers of the rows on screen, top to bottom. */
const shownRows = (page: Page) =>
  page.locator('table.comparison--offers tbody tr').evaluateAll((rows) =>
    rows
      .filter((row) => row.getClientRects().length > 0)
      .map((row) => ({ provider: row.getAttribute('data-provider') ?? '', top: row.getBoundingClientRect().top }))
      .sort((a, b) => a.top - b.top)
      .map((row) => row.provider),
  );

/** What the count says: CSS counter text, which only the browser's accessibility tree resolves. */
async function countText(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { nodeId: string; role?: { value?: string }; name?: { value?: string }; childIds?: string[] }[];
  };
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const status = nodes.find((node) => node.role?.value === 'status');
  const texts = (id: string): string[] => {
    const node = byId.get(id);
    if (!node) return [];
    return node.role?.value === 'StaticText' ? [node.name?.value ?? ''] : (node.childIds ?? []).flatMap(texts);
  };
  await cdp.detach();
  return status ? texts(status.nodeId).join('').trim() : '';
}

/**
 * A cell's amount as the table ranks it (lib/offers/comparison-order.ts): « 80 € » (à confirmer or
 * not), a ceiling « jusqu’à 25 € » at its value, words in place of a figure (« aucune prime »,
 * « montant variable ») at 0, « montant non communiqué » unknown.
 */
const amountOf = (text: string) => {
  if (text.startsWith('aucune prime') || text.startsWith('montant variable')) return 0;
  const digits = text.replace(/^(jusqu’à|au plus)\s/, '').match(/^[\d\s\u00a0\u202f]+(?:,\d+)?(?=\s?€)/)?.[0];
  return digits === undefined ? undefined : Number(digits.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'));
};

test.beforeEach(async ({ page }) => {
  await page.goto('/parrainage');
});

test('shows only controls that work, and all offers at first', async ({ page }) => {
  const block = page.locator('.comparison-block');
  await expect(block.getByRole('button')).toHaveCount(0);
  await expect(block.getByRole('group', { name: 'Famille' }).getByRole('radio')).toHaveCount(RANKED_FAMILIES.length + 1);
  expect(await shownRows(page)).toHaveLength(RANKED.length);
  expect(await countText(page)).toBe(`${RANKED.length}\u00a0offres affichées`);
});

test('each family shows its offers only', async ({ page }) => {
  for (const group of RANKED_FAMILIES) {
    await page.getByRole('radio', { name: FAMILY_LABELS[group], exact: true }).check();
    expect(new Set(await shownRows(page)), group).toEqual(new Set(RANKED.filter((provider) => PROVIDER_FAMILY[provider] === group)));
  }
  await page.getByRole('radio', { name: 'Toutes' }).check();
  expect(await shownRows(page)).toHaveLength(RANKED.length);
});

test('each facet keeps exactly the offers whose record establishes it', async ({ page }) => {
  const shown = page.getByRole('group', { name: 'Ce qui compte pour vous' }).getByRole('checkbox');
  const values = await shown.evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value));
  // A facet is offered where some ranked offer passes it on its record's word, unless it would hide none or empty the table.
  expect(values).toEqual(offeredFacets(FACET_ROWS));
  for (const facet of FACETS.filter((candidate) => values.includes(candidate))) {
    const box = page.getByRole('checkbox', { name: FACET_LABELS[facet] });
    await box.check();
    const expected = keeping(facet);
    expect(new Set(await shownRows(page)), facet).toEqual(new Set(expected));
    expect(await countText(page)).toBe(
      expected.length === 0
        ? 'Aucune offre ne correspond à ces critères.'
        : `${expected.length}\u00a0${expected.length === 1 ? 'offre affichée' : 'offres affichées'}`,
    );
    await box.uncheck();
  }
  expect(await shownRows(page)).toHaveLength(RANKED.length);
});

test('filters add up, and a filter that would empty a family is not offered under it', async ({ page }) => {
  const offered = offeredFacets(FACET_ROWS);
  const first = offered[0]!;
  await page.getByRole('checkbox', { name: FACET_LABELS[first] }).check();
  // A family none of whose offers the facet keeps.
  const empty = RANKED_FAMILIES.find((family) => !keeping(first).some((provider) => PROVIDER_FAMILY[provider] === family));
  test.skip(empty === undefined, `every family has an offer kept by « ${first} »`);
  await page.getByRole('radio', { name: FAMILY_LABELS[empty!], exact: true }).check();
  await expect(page.getByRole('checkbox', { name: FACET_LABELS[first] })).toBeHidden();
  expect(new Set(await shownRows(page))).toEqual(new Set(RANKED.filter((provider) => PROVIDER_FAMILY[provider] === empty)));
});

test('each order ranks the rows by its amount, most first, unknown amounts last, every unregulated platform after the others', async ({
  page,
}) => {
  const columns = await page.locator('table.comparison--offers thead th').allTextContents();
  // « Total reçu » is offered only where a site code makes it differ from the referee's bonus.
  const offered = await page
    .getByRole('group', { name: 'Trier par' })
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
  expect(offered.length).toBeGreaterThan(1);
  for (const sort of COMPARISON_SORTS.filter((candidate) => offered.includes(candidate))) {
    await page.getByRole('radio', { name: COMPARISON_SORT_LABELS[sort] }).check();
    // Without a site code, « Total reçu » has no column: it is the referee's bonus.
    const label = columns.some((column) => column.startsWith(COMPARISON_SORT_LABELS[sort]))
      ? COMPARISON_SORT_LABELS[sort]
      : 'Prime du filleul';
    const column = columns.findIndex((text) => text.startsWith(label));
    const shown = await shownRows(page);
    // An unregulated platform comes after every other offer whatever it pays (lib/offers/comparison-order.ts).
    const unregulated = (provider: string) =>
      unregulatedOf(RECORDS.find((record) => record.provider === provider) as Parameters<typeof unregulatedOf>[0]) !== undefined;
    const firstUnregulated = shown.findIndex(unregulated);
    if (firstUnregulated !== -1) expect(shown.slice(firstUnregulated).every(unregulated), `${sort}: unregulated last`).toBe(true);
    const order = shown.filter((provider) => !unregulated(provider));
    const amounts = [];
    for (const provider of order) {
      const cell = page.locator(`tr[data-provider="${provider}"] > *`).nth(column);
      amounts.push(amountOf((await cell.textContent()) ?? ''));
    }
    const known = amounts.filter((amount) => amount !== undefined);
    expect(known.length, sort).toBeGreaterThan(1);
    expect(known, sort).toEqual([...known].sort((a, b) => b - a));
    expect(
      amounts.slice(known.length).every((amount) => amount === undefined),
      sort,
    ).toBe(true);
  }
});

test('at 375 px each offer is a card, nothing wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/parrainage');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const first = page.locator('table.comparison--offers tbody tr').first();
  // Every cell of a card is on screen, each amount under its own label.
  for (const cell of await first.locator('th, td').all()) {
    const box = await cell.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  }
  const label = await first
    .locator('td.amount')
    .first()
    .evaluate((cell) => getComputedStyle(cell, '::before').content);
  expect(label).toMatch(/Prime du filleul|attr\(data-label\)/);
  // The head stays for screen readers only.
  expect((await page.locator('table.comparison--offers thead').boundingBox())?.width).toBeLessThanOrEqual(1);
});
