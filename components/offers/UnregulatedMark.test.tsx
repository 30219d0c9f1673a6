import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import DEFAULT_DOCUMENT from '@/lib/primes/default-document.json';
import { allOfferRecords, offerRecordOf } from '@/lib/offers';
import { unregulatedOf } from '@/lib/offers/regulation';
import { offerCardSummaries, offerSummaries } from '@/lib/offers/summary';
import { toGlobalValues } from '@/lib/primes/derive';
import { sourcesWatch } from '@/lib/sources-watch';
import { PROVIDER_LABELS, type Provider } from '@/lib/primes/providers';
import { BestOffers } from '@/components/mdx/BestOffers';
import { ComparisonRows } from '@/components/mdx/ComparisonRows';
import { mountWithValues } from '@/tests/helpers/mount-with-values';
import { ReferralBlock } from './ReferralBlock';
import { UnregulatedMark } from './UnregulatedMark';

vi.mock('@/lib/primes/browser', () => ({ fetchGlobalValuesInBrowser: () => new Promise(() => {}) }));

const values = toGlobalValues(DEFAULT_DOCUMENT);
/** The records that say « no licence »: the surfaces below are checked for each of them. */
const UNREGULATED = allOfferRecords().flatMap((record) => (unregulatedOf(record) ? [record.provider] : []));
const text = (element: Element | null) => (element?.textContent ?? '').replace(/[ \t\n]+/g, ' ').trim();

describe('the unregulated platform’s risk mark', () => {
  it('says the risk in words, not by a colour alone', () => {
    const html = renderToStaticMarkup(<UnregulatedMark />);
    expect(html.replace(/<[^>]+>/g, '')).toBe('Non régulée\u00a0: aucune licence de services financiers');
    expect(html).toContain('data-risk="unregulated"');
  });

  it('is on the comparison row of each unregulated record, and on no other row', async () => {
    expect(UNREGULATED.length).toBeGreaterThan(0);
    const container = await mountWithValues(values, <ComparisonRows caption="Primes" offers={offerSummaries()} />);
    const rows = [...container.querySelectorAll<HTMLTableRowElement>('tbody tr')];
    expect(rows.length).toBeGreaterThan(UNREGULATED.length);
    for (const row of rows) {
      const provider = row.dataset.provider as Provider;
      const mark = row.querySelector('th [data-risk="unregulated"]');
      expect(mark !== null, provider).toBe(UNREGULATED.includes(provider));
      if (mark) expect(text(mark)).toMatch(/^Non régulée\u00a0: aucune licence/);
    }
    // Last rows of the table, after every regulated offer, in the order the server renders.
    const order = rows.map((row) => row.dataset.provider as Provider);
    const first = order.findIndex((provider) => UNREGULATED.includes(provider));
    expect(order.slice(first).every((provider) => UNREGULATED.includes(provider))).toBe(true);
  });

  it('is in the offer box, with the record’s sentence and its source, beside the capital-at-risk note', () => {
    for (const provider of UNREGULATED) {
      const record = offerRecordOf(provider);
      const html = renderToStaticMarkup(
        <ReferralBlock
          watch={sourcesWatch()}
          provider={provider}
          offer={{ title: PROVIDER_LABELS[provider] } as never}
          record={record}
          amounts={values}
          dated={false}
        />,
      );
      const note = /<p class="referral__risk" role="note" data-risk="unregulated">(.*?)<\/p>/.exec(html)?.[1] ?? '';
      const said = note.replace(/<[^>]+>/g, '');
      expect(said).toMatch(/^Plateforme non régulée\. /);
      expect(said).toContain(unregulatedOf(record)?.text);
      const source = record?.sources.find((candidate) => candidate.id === unregulatedOf(record)?.source);
      expect(note).toContain(`href="${source?.url}"`);
      expect(html).toContain('Votre capital est en risque.');
    }
  });

  it('is on a card wherever the offer has one, and on no card of a regulated offer', async () => {
    const cards = offerCardSummaries();
    const marked = {
      ...cards,
      [UNREGULATED[0]!]: { ...offerSummaries()[UNREGULATED[0]!]!, href: '/investissement', unregulated: true as const },
    };
    const container = await mountWithValues(values, <BestOffers offers={marked} />);
    for (const card of container.querySelectorAll<HTMLElement>('.offer-card')) {
      expect(card.querySelector('[data-risk="unregulated"]') !== null, card.dataset.provider).toBe(
        UNREGULATED.includes(card.dataset.provider as Provider),
      );
    }
  });
});
