import { cleanup } from '@testing-library/react';
import { parse as parseCsv } from 'csv-parse/sync';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BestOffers } from '@/components/mdx/BestOffers';
import { ComparisonTable } from '@/components/mdx/ComparisonTable';
import { OfferCardList } from '@/components/mdx/OfferCardList';
import { Prime } from '@/components/mdx/Prime';
import { ReferralBlock } from '@/components/offers/ReferralBlock';
import { renderToStaticMarkup } from 'react-dom/server';
import { PlanResults } from '@/components/plan/PlanResults';
import { buildPlan } from '@/lib/offers/plan';
import { netValueWords } from '@/lib/offers/net-value';
import { resolveOffer } from '@/lib/offers/resolved-offer';
import { offerCardSummaries, offerSummaries } from '@/lib/offers/summary';
import { allOfferRecords } from '@/lib/offers';
import type { OfferRecord } from '@/lib/offers/schema';
import { offersCsv } from '@/lib/open-data/offers-csv';
import { offersDataset, type OpenOffer } from '@/lib/open-data/offers-dataset';
import { toGlobalValues } from '@/lib/primes/derive';
import { mountWithValues } from './helpers/mount-with-values';
import defaultDocument from '@/lib/primes/default-document.json';
import { PROVIDER_LABELS, type Provider } from '@/lib/primes/providers';
import { renderOfferFeed } from '@/lib/seo/offer-feed';
import { sourcesWatch } from '@/lib/sources-watch';

/*
 * One offer, told the same on every surface: generated from the records and the default
 * document, never from a hand list. For every record and both sides, each surface that shows
 * the offer (full box, guide box, comparison row, card, home card, <Prime>, /offres.json,
 * /offres.csv, the offer's feed) gives the same words and the same status; a programme that is
 * not open shows no amount anywhere. The words are what stands in the amount's element
 * (`data-prime`), the status its `data-status`. Where the figures come from is said once per
 * offer (its origin, `data-origin`), the same kind on every surface, and never beside a figure.
 */

vi.mock('@/lib/primes/browser', () => ({ fetchGlobalValuesInBrowser: () => new Promise(() => {}) }));

const VALUES = toGlobalValues(defaultDocument);
const RECORDS = allOfferRecords();
const WATCH = sourcesWatch();
const CONTEXT = { values: VALUES, watch: WATCH };
const SIDES = { referee: 'filleul', sponsor: 'parrain' } as const;
type Side = keyof typeof SIDES;
type Seen = { readonly surface: string; readonly words: string | null; readonly status: string | null };

const mount = (ui: ReactNode) => mountWithValues(VALUES, ui);
afterEach(cleanup);

/** What one place shows for a side: the amount element's words and status, or the place's whole text where it has none. */
function seen(surface: string, place: Element | null | undefined, side: Side, provider: Provider): Seen {
  const key = `PRIME_${SIDES[side].toUpperCase()}_${provider}`;
  const amount = place?.querySelector(`[data-prime="${key}"]`);
  return {
    surface,
    words: amount?.textContent ?? place?.textContent?.trim() ?? null,
    status: amount?.getAttribute('data-status') ?? null,
  };
}

const AMOUNT = /\d[\d\u00a0\u202f]*(?:,\d+)?\u00a0?€/;

async function boxes(record: OfferRecord): Promise<{ full: HTMLElement; guide: HTMLElement }> {
  const box = (full: boolean) => (
    <ReferralBlock
      watch={WATCH}
      provider={record.provider}
      offer={{ lastModified: '2026-11-20' }}
      record={record}
      amounts={VALUES}
      full={full}
    />
  );
  const full = await mount(box(true));
  const fullCopy = full.cloneNode(true) as HTMLElement;
  const guide = await mount(box(false));
  return { full: fullCopy, guide: guide.cloneNode(true) as HTMLElement };
}

const dataset = offersDataset({
  records: RECORDS,
  values: VALUES,
  generatedAt: '2026-11-27T00:00:00Z',
  absoluteUrl: (path) => new URL(path, 'https://exemple.fr').href,
  siteName: 'Essai',
  watch: WATCH,
});
const csvRows = parseCsv(offersCsv(dataset), { columns: true, bom: true, delimiter: ';' }) as Record<string, string>[];

function feedSubtitle(record: OfferRecord): string {
  if (record.page === undefined) return '';
  const xml = renderOfferFeed({
    record: { ...record, page: record.page },
    history: undefined,
    watch: WATCH,
    absolute: (path) => new URL(path, 'https://exemple.fr').href,
    contentUpdated: '2026-11-26',
    values: VALUES,
  });
  return new DOMParser().parseFromString(xml, 'application/xml').querySelector('feed > subtitle')?.textContent ?? '';
}

/** « Mon plan » for a visitor who was never a client of anything: every open offer, once. */
const plan = (() => {
  const element = document.createElement('div');
  element.innerHTML = renderToStaticMarkup(
    <PlanResults plan={buildPlan(new Map(), VALUES, { today: '2026-12-06', watch: WATCH })} today="2026-12-06" search="" />,
  );
  return element;
})();

describe.each(RECORDS.map((record) => [record.provider, record] as const))('%s, told the same on every surface', (provider, record) => {
  it('gives each side the same words and status everywhere, and no amount at all for a programme that is not open', async () => {
    const label = PROVIDER_LABELS[provider];
    const open = record.programme.status === 'open';
    const { full, guide } = await boxes(record);
    const json = dataset.offers.find((offer) => offer.provider === provider) as OpenOffer;
    // A closed programme's box shows its status once, for both sides, with the reason instead of amounts.
    const closedBox = (surface: string, box: HTMLElement): Seen => {
      const said = box.querySelector('.referral__closed');
      const words = json.referee.words;
      return {
        surface,
        words: said?.textContent?.toLocaleLowerCase('fr').startsWith(`${words}.`) ? words : null,
        status: said?.getAttribute('data-status') ?? null,
      };
    };
    const amountsOf = (box: HTMLElement, side: Side) =>
      [...box.querySelectorAll('.referral__amounts dt')].find(
        (dt) => dt.textContent === (side === 'referee' ? 'Vous, filleul' : 'Votre parrain'),
      )?.nextElementSibling;

    const table = await mount(<ComparisonTable offers={offerSummaries(CONTEXT)} />);
    const row = table.querySelector(`tbody tr[data-provider="${provider}"]`);
    const cells = row ? [...row.querySelectorAll('td.amount')] : [];
    const apart = table.querySelector(`.comparison-apart li[data-provider="${provider}"]`)?.textContent ?? '';

    const card = (
      await mount(<OfferCardList offers={[{ url: '/essai', name: label, description: 'Essai', provider }]} context={CONTEXT} />)
    ).cloneNode(true) as HTMLElement;
    const home = (await mount(<BestOffers offers={offerCardSummaries(CONTEXT)} />)).querySelector(
      `.offer-card[data-provider="${provider}"]`,
    );
    const homeCopy = home?.cloneNode(true) as HTMLElement | undefined;
    const primes = await mount(
      <>
        <p data-side="referee">
          <Prime provider={provider} kind="filleul" />
        </p>
        <p data-side="sponsor">
          <Prime provider={provider} kind="parrain" />
        </p>
      </>,
    );
    const csv = csvRows.find((line) => line.provider === provider);
    const feed = feedSubtitle(record);

    for (const side of ['referee', 'sponsor'] as const) {
      const observed: Seen[] = [
        ...(open
          ? [
              seen('encadré complet', amountsOf(full, side), side, provider),
              seen('encadré de guide', amountsOf(guide, side), side, provider),
            ]
          : [closedBox('encadré complet', full), closedBox('encadré de guide', guide)]),
        ...(open ? [seen('ligne du comparatif', cells[side === 'referee' ? 0 : 1], side, provider)] : []),
        ...(side === 'referee' ? [seen('carte', card.querySelector('.meta'), side, provider)] : []),
        ...(homeCopy
          ? [
              seen(
                'carte d’accueil',
                homeCopy.querySelector(side === 'referee' ? '.offer-card__gain' : '.offer-card__sponsor'),
                side,
                provider,
              ),
            ]
          : []),
        seen('<Prime>', primes.querySelector(`[data-side="${side}"]`), side, provider),
        { surface: '/offres.json', words: json[side].words ?? null, status: json[side].shown ?? null },
        { surface: '/offres.csv', words: csv?.[`${side}.words`] ?? null, status: csv?.[`${side}.shown`] ?? null },
      ];
      const [first] = observed;
      for (const other of observed) {
        expect(
          { words: other.words, status: other.status },
          `${provider} ${side}: « ${other.surface} » dit ${JSON.stringify(other)}, « ${first?.surface} » ${JSON.stringify(first)}`,
        ).toEqual({ words: first?.words, status: first?.status });
      }
      // No figure carries a mark: where it comes from is the offer's origin line.
      for (const place of [
        ...(open ? [amountsOf(full, side), amountsOf(guide, side)] : []),
        primes.querySelector(`[data-side="${side}"]`),
        ...cells,
      ]) {
        expect(
          place?.textContent?.includes('à confirmer') ?? false,
          `${provider} ${side}: « à confirmer » dans ${place?.textContent}`,
        ).toBe(false);
      }
      if (record.page !== undefined && open) expect(feed, `${provider} ${side}: flux`).toContain(`prime du ${SIDES[side]} ${first?.words}`);
    }

    // One origin per offer, the same kind on every surface that shows its figures, and the same sentence where it is said whole.
    const kindOf = (place: Element | null | undefined) => place?.getAttribute('data-origin') ?? 'none';
    const origins = [
      ...(open
        ? [
            ['encadré complet', kindOf(full.querySelector('[data-origin]'))],
            ['encadré de guide', kindOf(guide.querySelector('[data-origin]'))],
            ['ligne du comparatif', kindOf(row?.querySelector('[data-origin]'))],
          ]
        : []),
      ['carte', kindOf(card.querySelector('[data-origin]'))],
      ...(homeCopy ? [['carte d’accueil', kindOf(homeCopy.querySelector('[data-origin]'))]] : []),
      ['/offres.csv', csv?.['origin.kind'] ?? null],
    ] as const;
    for (const [surface, kind] of origins) expect(kind, `${provider}: origine dans « ${surface} »`).toBe(json.origin.kind);
    if (open) expect(full.querySelector('[data-origin]')?.textContent ?? '', `${provider}: ligne d’origine`).toBe(json.origin.sentence);
    if (record.page !== undefined && open && json.origin.sentence)
      expect(feed, `${provider}: origine dans le flux`).toContain(json.origin.sentence);

    // The net value, computed once: the same words on the box, the row, the card, « Mon plan » and in /offres.json.
    const net = resolveOffer(provider, record, VALUES, { watch: WATCH }).netValue;
    const planLine = plan.querySelector(`.plan-line[data-provider="${provider}"]`);
    const netSaid = [
      ['encadré complet', full.querySelector('[data-net-value]')?.textContent ?? null],
      ['encadré de guide', guide.querySelector('[data-net-value]')?.textContent ?? null],
      ['carte', card.querySelector('[data-net-value]')?.textContent ?? null],
      ...(open ? [['Mon plan', planLine?.querySelector('[data-net-value]')?.textContent ?? null]] : []),
    ] as const;
    const expectedNet = open && net.kind !== 'none' ? netValueWords(net) : null;
    for (const [surface, words] of netSaid) expect(words, `${provider}: valeur nette dans « ${surface} »`).toBe(expectedNet);
    if (open) {
      expect(row?.querySelector('td.net-value')?.textContent, `${provider}: valeur nette dans la ligne`).toBe(
        expectedNet ?? (json.referee.status === 'none' ? 'aucune prime' : 'non calculable'),
      );
      expect(json.netValue.words, `${provider}: valeur nette dans /offres.json`).toBe(netValueWords(net));
    } else expect(planLine, `${provider}: programme ${record.programme.status} dans Mon plan`).toBeNull();

    if (!open) {
      for (const [surface, text] of [
        ['encadré complet', full.textContent],
        ['encadré de guide', guide.textContent],
        ['hors classement', apart],
        ['carte', card.textContent],
        ['<Prime>', primes.textContent],
        ['flux', feed],
      ] as const) {
        expect(text ?? '', `${provider}: un montant dans « ${surface} » d’un programme ${record.programme.status}`).not.toMatch(AMOUNT);
      }
      expect(row, `${provider}: programme ${record.programme.status} classé`).toBeNull();
      expect(homeCopy, `${provider}: programme ${record.programme.status} en carte d’accueil`).toBeUndefined();
      expect([json.referee.amount, json.sponsor.amount]).toEqual([null, null]);
    }
  });
});

/*
 * The net value, computed once in the resolved offer: the open data gives the same kind, figures
 * and words for every record (a page surface that shows it is held to the same words).
 */
describe.each(RECORDS.map((record) => [record.provider, record] as const))('%s, its net value in the open data', (provider, record) => {
  it('gives in /offres.json and /offres.csv the resolved offer’s net value and words', () => {
    const resolved = resolveOffer(provider, record, VALUES, { watch: WATCH }).netValue;
    const words = netValueWords(resolved);
    const figures = {
      kind: resolved.kind,
      value: resolved.kind === 'exact' ? resolved.value : null,
      min: resolved.kind === 'range' ? resolved.min : null,
      max: resolved.kind === 'range' ? resolved.max : null,
      words,
    };
    const json = dataset.offers.find((offer) => offer.provider === provider)?.netValue;
    expect(
      json && { kind: json.kind, value: json.value, min: json.min, max: json.max, words: json.words },
      `${provider}: /offres.json`,
    ).toEqual(figures);
    const csv = csvRows.find((line) => line.provider === provider);
    const cell = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));
    expect(csv && ['kind', 'value', 'min', 'max', 'words'].map((field) => csv[`netValue.${field}`]), `${provider}: /offres.csv`).toEqual([
      figures.kind,
      cell(figures.value),
      cell(figures.min),
      cell(figures.max),
      words,
    ]);
  });
});
