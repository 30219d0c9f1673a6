import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { OfferRecord } from '../offers/schema';
import type { PrimeHistory } from '../primes/history';
import { renderOfferFeed } from './offer-feed';

const absolute = (path: string) => new URL(path, 'https://exemple.fr').href;
const sure = { source: 'conditions', certainty: 'sure' } as const;
const RECORD: OfferRecord & { page: string } = {
  provider: 'N26',
  page: '/neobanque/n26',
  checked: '2026-11-20',
  programme: { status: 'open', ...sure },
  answers: {},
  sources: [
    { id: 'conditions', title: 'Conditions', url: 'https://n26.example/conditions', consulted: '2026-11-20', kind: 'officiel' },
    { id: 'aide', title: 'Aide', url: 'https://n26.example/aide', consulted: '2026-11-20', kind: 'officiel' },
    { id: 'presse', title: 'Article', url: 'https://presse.example/n26', consulted: '2026-11-20', kind: 'presse' },
  ],
  rewards: { referee: { unpublished: true }, sponsor: { status: 'paid', ...sure } },
  eligibility: {},
  conditions: [],
  payout: { unpublished: true },
  period: { unpublished: true },
  costs: [],
  catches: [],
};
const HISTORY: PrimeHistory = {
  project: 'exemple',
  since: '2026-11-01T05:00:00Z',
  seen: { updatedAt: '2026-11-22T08:00:00Z', values: {} },
  changes: [
    { key: 'PRIME_PARRAIN_N26', old: 20, new: 15, updatedAt: '2026-11-22T08:00:00Z', recordedAt: '2026-11-22T09:00:00Z' },
    { key: 'PRIME_PARRAIN_REVOLUT', old: 70, new: 80, updatedAt: '2026-11-23T08:00:00Z', recordedAt: '2026-11-23T09:00:00Z' },
  ],
};
const WATCH = {
  sources: [
    { url: 'https://n26.example/conditions', records: ['N26'], read: '2026-11-25', changed: '2026-11-24' },
    {
      url: 'https://n26.example/aide',
      records: ['N26'],
      read: '2026-11-09',
      failure: { reason: 'http' as const, status: 404, first: '2026-11-10', last: '2026-11-25' },
    },
    { url: 'https://presse.example/n26', records: ['N26'], read: '2026-11-25', changed: '2026-11-25' },
  ],
};

const parseAtom = (xml: string) => new JSDOM(xml, { contentType: 'application/xml' }).window.document;

describe('renderOfferFeed', () => {
  it('says a page gone only once it has answered 404 for more than a week, as the box does', () => {
    const feed = (today: string) =>
      [
        ...parseAtom(
          renderOfferFeed({ record: RECORD, history: undefined, watch: WATCH, absolute, contentUpdated: '2026-11-26', values: {}, today }),
        ).querySelectorAll('entry > title'),
      ].map((node) => node.textContent);
    // The 404 started on 10 November: not yet a week on the 15th, gone on the 27th.
    expect(feed('2026-11-15')).not.toContain('Page officielle disparue\u00a0: Aide');
    expect(feed('2026-11-27')).toContain('Page officielle disparue\u00a0: Aide');
  });

  it('lists the offer’s amount changes, its official terms’ changes, its pages gone and its check, newest first', () => {
    const doc = parseAtom(
      renderOfferFeed({
        record: RECORD,
        history: HISTORY,
        watch: WATCH,
        absolute,
        contentUpdated: '2026-11-26',
        values: {},
        today: '2026-11-27',
      }),
    );
    expect(doc.documentElement.localName).toBe('feed');
    expect(doc.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    expect(doc.querySelector('feed > id')?.textContent).toBe('https://exemple.fr/flux/n26.xml');
    const titles = [...doc.querySelectorAll('entry > title')].map((node) => node.textContent);
    expect(titles).toEqual([
      'Conditions publiées modifiées\u00a0: Conditions',
      expect.stringMatching(/^Prime du parrain N26\u00a0: 20\u00a0€ → 15\u00a0€$/),
      'Fiche vérifiée\u00a0: N26',
      'Page officielle disparue\u00a0: Aide',
    ]);
    // Revolut's change and the press article's are not this offer's.
    expect(doc.documentElement.textContent).not.toContain('Revolut');
    expect(doc.documentElement.textContent).not.toContain('presse.example');
    expect(doc.querySelector('feed > updated')?.textContent).toBe('2026-11-24T00:00:00.000Z');
    expect(doc.querySelector('entry > summary, entry > content')?.textContent).toContain('la fiche n’a pas encore été revérifiée');
  });

  it('keeps its entries’ ids across rebuilds, and is dated by the content when the offer has no event', () => {
    const once = renderOfferFeed({
      record: RECORD,
      history: HISTORY,
      watch: WATCH,
      absolute,
      contentUpdated: '2026-11-26',
      values: {},
      today: '2026-11-27',
    });
    const ids = (xml: string) => [...parseAtom(xml).querySelectorAll('entry > id')].map((node) => node.textContent);
    expect(
      ids(
        renderOfferFeed({
          record: RECORD,
          history: HISTORY,
          watch: WATCH,
          absolute,
          contentUpdated: '2026-11-27',
          values: {},
          today: '2026-11-27',
        }),
      ),
    ).toEqual(ids(once));
    const { checked: _checked, ...unchecked } = RECORD;
    const empty = parseAtom(
      renderOfferFeed({
        record: unchecked,
        history: undefined,
        watch: { sources: [] },
        absolute,
        contentUpdated: '2026-11-26',
        values: {},
      }),
    );
    expect(empty.querySelectorAll('entry')).toHaveLength(0);
    expect(empty.querySelector('feed > updated')?.textContent).toBe('2026-11-26T00:00:00.000Z');
  });
});
