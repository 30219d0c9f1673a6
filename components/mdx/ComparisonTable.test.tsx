import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GlobalValuesProvider } from '@/components/primes/GlobalValuesProvider';
import { offerSidesOf, offerSummaries, type OfferSummaries, type OfferSummary } from '@/lib/offers/summary';
import { facetProofsOf } from '@/lib/offers/facet-proofs';
import { FACETS, FACET_LABELS, facetsOf, unknownFacetsOf, type Facet } from '@/lib/offers/facets';
import { researchPhrasingsIn } from '@/lib/content/check/research-phrasings';
import type { OfferRecord } from '@/lib/offers/schema';
import { toGlobalValues } from '@/lib/primes/derive';
import { providerNameRanks } from '@/lib/primes/provider-name-order';
import { PROVIDERS, type Provider } from '@/lib/primes/providers';
import { FAMILIES } from '@/lib/primes/families';
import { ComparisonTable } from './ComparisonTable';
import { BOOSTED_LABEL } from '@/lib/primes/share-bonus';

const NAME_RANKS = providerNameRanks();

// The site's stylesheets as the layout imports them, comments left out so that rules read plainly.
const SITE_CSS = ['app/globals.css', 'app/generated-rules.css']
  .map((file) => readFileSync(join(import.meta.dirname, '..', '..', file), 'utf8'))
  .join('\n')
  .replace(/\/\*[\s\S]*?\*\//g, '');

vi.mock('@/lib/primes/browser', () => ({ fetchGlobalValuesInBrowser: () => new Promise(() => {}) }));

const snapshot = toGlobalValues({
  PRIME_PARRAIN_JOKO: 5,
  PRIME_PARRAIN_IGRAAL: 7,
  PRIME_PARRAIN_WIDILO: 3,
  PRIME_PARRAIN_BOURSOBANK: 80,
  PRIME_PARRAIN_N26: 30,
  PRIME_PARRAIN_REVOLUT: 60,
  PRIME_FILLEUL_JOKO: 5,
  PRIME_FILLEUL_IGRAAL: 3,
  PRIME_FILLEUL_WIDILO: 4,
  PRIME_FILLEUL_BOURSOBANK: 50,
  PRIME_PARTAGE_JOKO: 1,
  PRIME_PARTAGE_IGRAAL: 2,
});

/* A fixture set of records, one per way a facet can go. */
const sure = { source: 's', certainty: 'sure' } as const;
const unsure = { source: 's', certainty: 'unsure' } as const;
const code = { kind: 'code', text: 'Code saisi', deadline: { text: 'à l’inscription' }, ...sure } as const;
const fixture = (provider: Provider, facts: Partial<OfferRecord>): OfferRecord =>
  ({
    provider,
    programme: { status: 'open', ...sure },
    answers: {},
    checked: '2026-11-23',
    sources: [{ id: 's', title: 'Conditions', url: 'https://exemple.fr/conditions', consulted: '2026-11-23', kind: 'officiel' }],
    rewards: { referee: { unpublished: true }, sponsor: { unpublished: true } },
    eligibility: {},
    conditions: [code],
    payout: { unpublished: true },
    period: { unpublished: true },
    costs: [],
    catches: [],
    ...(facts.page ? {} : { withoutPage: 'Aucune page publique trouvée' }),
    ...facts,
  }) as OfferRecord;
const RECORDS: Readonly<Partial<Record<Provider, OfferRecord>>> = {
  // Sure answers on all three points, a sure delay, a page: every facet.
  N26: fixture('N26', {
    page: '/neobanque/n26',
    answers: { income: { exists: false, ...sure }, deposit: { exists: false, ...sure }, fees: { exists: false, ...sure } },
    payout: { text: '60 jours', days: 60, ...sure },
  }),
  // Sure answers on income and deposit, an unsure card fee: fees unknown.
  REVOLUT: fixture('REVOLUT', {
    page: '/neobanque/revolut',
    answers: { income: { exists: false, ...sure }, deposit: { exists: false, ...sure } },
    costs: [{ text: 'Livraison de la carte', kind: 'card-fee', ...unsure }],
    payout: { text: '5 jours', days: 5, ...sure },
  }),
  // A sure income step and a sure inactivity fee: two sourced « no ».
  FORTUNEO_GOLD: fixture('FORTUNEO_GOLD', {
    page: '/banque/fortuneo/parrainage',
    conditions: [code, { kind: 'income', text: 'Revenus', amount: 2200, deadline: { unpublished: true }, ...sure }],
    costs: [{ text: 'Frais d’inactivité', kind: 'inactivity-fee', ...sure }],
  }),
  // Only unsure facts: a page, nothing else established; no card question for an investment platform.
  MINTOS: fixture('MINTOS', {
    page: '/investissement/mintos',
    conditions: [code, { kind: 'deposit', text: 'Investissement', amount: 50, deadline: { unpublished: true }, ...unsure }],
    payout: { text: '90 jours', days: 90, ...unsure },
  }),
  JOKO: fixture('JOKO', { page: '/cashback/joko' }),
};

const OFFERS: OfferSummaries = Object.fromEntries(
  PROVIDERS.map((provider) => [
    provider,
    {
      nameRank: NAME_RANKS[provider],
      siteCode: false,
      ...(RECORDS[provider]?.page ? { href: RECORDS[provider].page } : { withoutPage: 'Aucune page publique trouvée' }),
      facets: facetsOf(provider, RECORDS[provider]),
      unknownFacets: unknownFacetsOf(provider, RECORDS[provider]),
      proofs: facetProofsOf(provider, RECORDS[provider]),
      programme: 'open',
      sides: offerSidesOf(provider, undefined),
    },
  ]),
);
/** Amounts no record confirms, as most of the fixtures'. */
const sides = (provider: Provider) => offerSidesOf(provider, undefined);
/** A provider's summary with the fields a test sets: its place in the names' order and its sides as the server gives them. */
const summaryOf = (provider: Provider, fields: Omit<OfferSummary, 'nameRank' | 'sides'>): OfferSummary => ({
  nameRank: NAME_RANKS[provider],
  sides: sides(provider),
  ...fields,
});

const renderTable = (group?: 'cashback', offers: OfferSummaries = OFFERS) =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <GlobalValuesProvider snapshot={snapshot}>
        <ComparisonTable group={group} offers={offers} />
      </GlobalValuesProvider>
    </SWRConfig>,
  );

const rows = () => [...document.querySelectorAll<HTMLTableRowElement>('tbody tr')];
const providerOf = (row: Element) => row.getAttribute('data-provider');
const rowOf = (provider: Provider) => rows().find((row) => providerOf(row) === provider)!;

/*
 * The site's stylesheet as pages get it (minified), read the way the browser applies it:
 * the rules of the comparison's section that hide rows or order them, evaluated on the
 * rendered markup with the controls' current state (jsdom knows `:has()`).
 */
const RULES = [...SITE_CSS.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
  .map(([, selector = '', body = '']) => ({ selector: selector.trim(), body }))
  .filter((rule) => rule.selector.includes('.comparison-block'));
const HIDING = RULES.filter((rule) => /display:\s*none/.test(rule.body)).map((rule) => rule.selector);

/** The rows the stylesheet shows, in the order it shows them. */
function shownRows(): string[] {
  const hidden = new Set(HIDING.flatMap((selector) => [...document.querySelectorAll(selector)]));
  const ordering = RULES.find((rule) => /order:\s*var\(/.test(rule.body) && document.querySelector(rule.selector));
  const rank = (row: HTMLElement) => {
    const property = ordering?.body.match(/var\((--[\w-]+)\)/)?.[1];
    return property === undefined ? 0 : Number(row.style.getPropertyValue(property));
  };
  return rows()
    .filter((row) => !hidden.has(row))
    .sort((a, b) => rank(a) - rank(b))
    .map((row) => providerOf(row) ?? '');
}

const check = (name: string) => {
  const control = screen.getByRole('checkbox', { name }) as HTMLInputElement | null;
  control!.checked = !control!.checked;
};
const choose = (name: string) => {
  (screen.getByRole('radio', { name }) as HTMLInputElement).checked = true;
};
const withFacet = (facet: Facet) => PROVIDERS.filter((provider) => facetsOf(provider, RECORDS[provider]).includes(facet));

beforeEach(() => {
  document.body.innerHTML = '';
  // The form writes its choices in the address (comparison-query.ts): each test starts from none.
  window.history.replaceState(null, '', '/');
});

describe('<ComparisonTable>: controls and filters', () => {
  it('has a rule in the stylesheet for every family and every facet', () => {
    // Attribute values quoted or not, as written or minified.
    const hiding = HIDING.join(',').replace(/=(['"])([^'"]*)\1/g, '=$2');
    for (const group of FAMILIES) expect(hiding).toContain(`[data-group=${group}]`);
    for (const facet of FACETS) expect(hiding).toContain(`[data-facets~=${facet}]`);
  });

  it('renders native controls only, in fieldsets with legends, and no button', () => {
    renderTable();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('group', { name: 'Famille' })).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Ce qui compte pour vous' }))
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual([...FACETS]);
    expect(
      within(screen.getByRole('group', { name: 'Trier par' }))
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['filleul', 'net', 'parrain']);
    expect(screen.getByRole('radio', { name: 'Toutes' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Prime du filleul' })).toHaveProperty('checked', true);
  });

  it('marks each row with its family, the facets of its record and its place in every order', () => {
    renderTable();
    expect(rows()).toHaveLength(PROVIDERS.length);
    expect(rowOf('N26').dataset).toMatchObject({
      group: 'neobanque',
      facets: 'no-income no-min-deposit free-card payout-published has-page',
    });
    expect(rowOf('REVOLUT').dataset.facets).toBe('no-income no-min-deposit payout-published has-page');
    expect(rowOf('FORTUNEO_GOLD').dataset.facets).toBe('has-page');
    // Income is « sans objet » for an investment platform; income, deposit and card fees for a cashback site.
    expect(rowOf('MINTOS').dataset).toMatchObject({ group: 'investissement', facets: 'no-income has-page' });
    expect(rowOf('JOKO').dataset.facets).toBe('no-income no-min-deposit free-card has-page');
    expect(rowOf('CURVE').dataset).toMatchObject({ group: 'paiement', facets: '' });
    // Ranked by the referee's bonus in the document; absent amounts last, by name.
    expect(rows().slice(0, 4).map(providerOf)).toEqual(['BOURSOBANK', 'JOKO', 'WIDILO', 'IGRAAL']);
    expect(rowOf('REVOLUT').style.getPropertyValue('--rank-parrain')).toBe('1');
    expect(rowOf('BOURSOBANK').style.getPropertyValue('--rank-parrain')).toBe('0');
  });

  it('shows everything by default, the referee order first', () => {
    renderTable();
    expect(shownRows()).toEqual(rows().map((row) => providerOf(row)));
  });

  it('keeps, for each facet, exactly the offers whose record establishes it', () => {
    renderTable();
    for (const facet of FACETS) {
      const label = screen
        .getByRole('group', { name: 'Ce qui compte pour vous' })
        .querySelector(`input[value="${facet}"]`)!
        .closest('label')!.textContent!;
      check(label);
      expect(new Set(shownRows()), facet).toEqual(new Set(withFacet(facet)));
      check(label);
    }
  });
});

describe('<ComparisonTable>: filters together', () => {
  it('combines filters: a family and facets all hold, and a filter that would empty a family is not offered there', () => {
    renderTable();
    choose('Néobanques');
    expect(new Set(shownRows())).toEqual(new Set(['N26', 'REVOLUT']));
    check('Délai de versement publié');
    expect(new Set(shownRows())).toEqual(new Set(['N26', 'REVOLUT']));
    choose('Banques');
    expect(new Set(shownRows())).toEqual(new Set(['BOURSOBANK', 'FORTUNEO_GOLD', 'FORTUNEO_FOSFO']));
    // No bank publishes its delay: under « Banques » the filter is hidden, and hides nothing while it stays checked.
    const hidden = new Set(HIDING.flatMap((selector) => [...document.querySelectorAll(selector)]));
    const chip = (value: string) => document.querySelector(`input[name="filtre"][value="${value}"]`)!.closest('label')!;
    expect(hidden.has(chip('payout-published'))).toBe(true);
    expect(hidden.has(chip('has-page'))).toBe(false);
    expect(document.querySelector('input[name="famille"][value="banque"]')?.getAttribute('data-without')).toContain('payout-published');
    // The count after the rows is a counter of the rows shown; at zero it would say so.
    expect(document.querySelector('.comparison-count')?.compareDocumentPosition(rows().at(-1)!)).toBe(Node.DOCUMENT_POSITION_PRECEDING);
    expect(SITE_CSS).toContain('Aucune offre ne correspond à ces critères.');
  });
});

describe('<ComparisonTable>: order and amounts', () => {
  it('orders the rows by the chosen amount without any script', () => {
    renderTable();
    choose('Prime du parrain');
    expect(shownRows().slice(0, 5)).toEqual(['BOURSOBANK', 'REVOLUT', 'N26', 'IGRAAL', 'JOKO']);
    // Without a site code the total is the referee's bonus: no « Total reçu » to choose.
    expect(screen.queryByRole('radio', { name: 'Total reçu' })).toBeNull();
  });

  it('with JavaScript, also moves the rows in the document to the chosen order, and says it', async () => {
    renderTable();
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'Prime du parrain' }));
      await Promise.resolve();
    });
    // Screen readers follow the document: it now has the order the screen shows.
    expect(rows().map(providerOf)).toEqual(shownRows());
    expect(rows().slice(0, 3).map(providerOf)).toEqual(['BOURSOBANK', 'REVOLUT', 'N26']);
    expect(screen.getByRole('columnheader', { name: 'Prime du parrain' }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: 'Prime du filleul' }).getAttribute('aria-sort')).toBeNull();
  });

  it('offers the facets some row passes, unless every row does', () => {
    renderTable('cashback');
    expect(screen.queryByRole('group', { name: 'Famille' })).toBeNull();
    // Joko has a page; no cashback record establishes anything else, and cards do not apply.
    expect(
      within(screen.getByRole('group', { name: 'Ce qui compte pour vous' }))
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['has-page']);
    expect(rows()).toHaveLength(6);
  });

  it('puts the boosted badge beside a sponsor amount a source confirms, never beside one to confirm', () => {
    const confirmed = sides('BOURSOBANK');
    renderTable(undefined, {
      ...OFFERS,
      BOURSOBANK: {
        nameRank: NAME_RANKS.BOURSOBANK,
        siteCode: false,
        programme: 'open',
        sides: { ...confirmed, sponsor: { ...confirmed.sponsor, basis: { kind: 'paid', published: 80 } } },
      },
    });
    const [referee, , sponsor] = within(rowOf('BOURSOBANK')).getAllByRole('cell');
    expect(sponsor?.textContent).toBe(`80\u00a0€ ${BOOSTED_LABEL}`);
    expect(referee?.textContent).toBe('50\u00a0€');
    expect(within(rowOf('IGRAAL')).getAllByRole('cell')[2]?.textContent).toBe('7\u00a0€');
    expect(screen.getAllByRole('columnheader')[1]?.getAttribute('aria-sort')).toBe('descending');
    expect(document.querySelector('.table-note')?.textContent).not.toMatch(/Bonus de partage/);
  });

  it('shows the share bonus and the total only where the site has a code, and explains them', () => {
    renderTable('cashback', {
      JOKO: {
        nameRank: NAME_RANKS.JOKO,
        siteCode: true,
        href: '/cashback/joko',
        condition: 'Premier achat validé',
        programme: 'open',
        sides: offerSidesOf('JOKO', undefined, true),
      },
      IGRAAL: { nameRank: NAME_RANKS.IGRAAL, siteCode: false, programme: 'open', sides: sides('IGRAAL') },
    });
    const [, , , share, total] = within(rowOf('JOKO')).getAllByRole('cell');
    expect(share?.textContent).toBe('1\u00a0€');
    expect(total?.textContent).toBe('6\u00a0€');
    expect(within(rowOf('IGRAAL')).getAllByRole('cell')[3]?.textContent).toBe('—pas de code du site');
    expect(within(rowOf('JOKO')).getByText('Premier achat validé')).toBeTruthy();
    expect(within(rowOf('JOKO')).getByRole('link', { name: 'Joko' }).getAttribute('href')).toBe('/cashback/joko');
    expect(document.querySelector('.table-note')?.textContent).toMatch(/^Bonus de partage\u00a0: la part de sa propre prime/);
    choose('Total reçu');
    expect(shownRows()[0]).toBe('JOKO');
  });
});

describe('<ComparisonTable>: net value', () => {
  it('shows each row’s net value beside the referee’s bonus, and ranks by it, the most first, rows without a figure last', () => {
    renderTable('cashback', {
      JOKO: { nameRank: NAME_RANKS.JOKO, siteCode: false, programme: 'open', sides: sides('JOKO'), net: { words: '2\u00a0€', rank: 2 } },
      IGRAAL: {
        nameRank: NAME_RANKS.IGRAAL,
        siteCode: false,
        programme: 'open',
        sides: sides('IGRAAL'),
        net: { words: 'au plus 9\u00a0€', rank: 9 },
      },
      WIDILO: { nameRank: NAME_RANKS.WIDILO, siteCode: false, programme: 'open', sides: sides('WIDILO'), net: { words: 'non calculable' } },
    });
    expect(screen.getAllByRole('columnheader')[2]?.textContent).toBe('Valeur nette');
    expect(within(rowOf('IGRAAL')).getAllByRole('cell')[1]?.textContent).toBe('au plus 9\u00a0€');
    choose('Valeur nette');
    // Ordered by the stylesheet from the row's rank, as without JavaScript.
    expect(shownRows()).toEqual(['IGRAAL', 'JOKO', 'WIDILO']);
  });
});

describe('<ComparisonTable>: reasons and sources', () => {
  it('says why a provider has no page in its row, beside its condition when it has one', () => {
    renderTable(undefined, {
      CURVE: summaryOf('CURVE', {
        siteCode: false,
        withoutPage: 'Seules des conditions britanniques ont été trouvées',
        programme: 'open',
      }),
      PAYPAL: summaryOf('PAYPAL', {
        siteCode: false,
        withoutPage: 'Aucun programme français trouvé',
        condition: 'Premier paiement',
        programme: 'open',
      }),
      JOKO: summaryOf('JOKO', { siteCode: false, href: '/cashback/joko', programme: 'open' }),
    });
    const condition = (provider: Provider) => rowOf(provider).querySelector('td.condition')?.textContent;
    expect(condition('CURVE')).toBe('Pas de page sur ce site. Seules des conditions britanniques ont été trouvées.');
    expect(condition('PAYPAL')).toBe('Premier paiement. Pas de page sur ce site. Aucun programme français trouvé.');
    expect(condition('JOKO')).toBe('non publiée');
    expect(within(rowOf('CURVE')).queryByRole('link')).toBeNull();
  });

  it('ranks running programmes only, and lists the others apart with their reason', () => {
    const offers: OfferSummaries = {
      ...OFFERS,
      PAYPAL: summaryOf('PAYPAL', {
        siteCode: false,
        programme: 'not-found',
        apart: 'Au 26 novembre 2026, un programme de parrainage PayPal ouvert aux résidents de France reste introuvable.',
      }),
      CURVE: summaryOf('CURVE', {
        siteCode: false,
        programme: 'ended',
        apart: 'Ce programme a pris fin le 31 mars 2024.',
      }),
    };
    renderTable(undefined, offers);
    expect(rows().map(providerOf)).not.toContain('PAYPAL');
    expect(rows().map(providerOf)).not.toContain('CURVE');
    expect(rows()).toHaveLength(PROVIDERS.length - 2);
    const apart = [...document.querySelectorAll('.comparison-apart li')];
    expect(apart.map(providerOf)).toEqual(['CURVE', 'PAYPAL']);
    expect(apart[0]?.textContent).toContain('Ce programme a pris fin le 31 mars 2024.');
    expect(apart[1]?.getAttribute('data-programme')).toBe('not-found');
  });

  it('names, under each facet, the offers it hides: each « no » with its sentence and source, then the unknown', () => {
    renderTable();
    const listed = (facet: Facet, answer: string) =>
      [...document.querySelectorAll(`.comparison-aside[data-facet="${facet}"] [data-answer="${answer}"] li`)].map((item) =>
        item.getAttribute('data-provider'),
      );
    // Mintos's deposit step is unsure: neither kept nor hidden as a « no », named apart.
    expect(listed('no-min-deposit', 'unknown')).toContain('MINTOS');
    // Gold's sure income condition is a « no », named with its words and its source's number.
    expect(listed('no-income', 'no')).toEqual(['FORTUNEO_GOLD']);
    const gold = document.querySelector('.comparison-aside[data-facet="no-income"] [data-answer="no"] li');
    expect(gold?.textContent).toBe('Fortuneo (carte Gold)\u00a0: Revenus (2\u202f200\u00a0€) [1]');
    expect(gold?.querySelector('a')?.getAttribute('href')).toBe('/banque/fortuneo/parrainage#source-fortuneo_gold-1');
    expect(listed('no-income', 'unknown')).not.toContain('N26');
    // An investment platform can charge account fees: the question applies, unanswered here.
    expect(listed('free-card', 'unknown')).toContain('MINTOS');
    // Every name listed is a ranked row, with its family for the family filter.
    for (const item of document.querySelectorAll('.comparison-aside li[data-provider]')) {
      expect(rows().map(providerOf)).toContain(item.getAttribute('data-provider'));
      expect(item.getAttribute('data-group')).toBeTruthy();
    }
  });

  it('shows, in a kept row, the sentence and source it is kept for, only while that filter is checked', () => {
    renderTable();
    const proof = () => rowOf('N26').querySelector('.facet-proofs li[data-facet="no-income"]') as HTMLElement;
    expect(proof().textContent).toBe('Aucune condition de revenus [1]');
    const shown = () => RULES.some((rule) => /display:\s*block/.test(rule.body) && proof().matches(rule.selector));
    expect(shown()).toBe(false);
    check('Sans condition de revenus');
    expect(shown()).toBe(true);
  });
});

describe('<ComparisonTable>: the offers it does not rank', () => {
  it('links an unranked offer’s name to its page when its record has one, so its box and history stay reachable', () => {
    const offers: OfferSummaries = {
      ...OFFERS,
      PAYPAL: summaryOf('PAYPAL', { siteCode: false, programme: 'not-found', apart: 'Programme introuvable.' }),
      CURVE: summaryOf('CURVE', {
        siteCode: false,
        programme: 'ended',
        href: '/cartes/curve',
        apart: 'Ce programme a pris fin le 31 mars 2024.',
      }),
    };
    renderTable(undefined, offers);
    const item = (provider: Provider) => document.querySelector<HTMLElement>(`.comparison-apart li[data-provider="${provider}"]`)!;
    const link = within(item('CURVE')).getByRole('link', { name: 'Curve' });
    expect(link.getAttribute('href')).toBe('/cartes/curve');
    expect(item('CURVE').textContent).toBe('Curve\u00a0: Ce programme a pris fin le 31 mars 2024.');
    expect(within(item('PAYPAL')).queryByRole('link')).toBeNull();
  });
});

describe('<ComparisonTable>: filters that cannot concern a family', () => {
  it('keeps the offer in the table, « sans objet » with its reason, never listed aside', () => {
    renderTable();
    expect(document.querySelectorAll('.comparison-aside [data-answer="not-applicable"]')).toHaveLength(0);
    expect(rowOf('JOKO').querySelector('.facet-proofs li[data-facet="free-card"]')?.textContent).toBe(
      'Sans objet\u00a0: un site de cashback ne fournit ni carte ni compte bancaire',
    );
    check('Sans frais de carte ni de compte');
    expect(shownRows()).toContain('JOKO');
  });
});

describe('<ComparisonTable>: the product’s words, about what the table shows', () => {
  const renderReal = (group?: 'cashback' | 'banque' | 'investissement' | 'neobanque') =>
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <GlobalValuesProvider snapshot={snapshot}>
          <ComparisonTable group={group} offers={offerSummaries()} />
        </GlobalValuesProvider>
      </SWRConfig>,
    );

  it.each([undefined, 'cashback', 'banque', 'investissement', 'neobanque'] as const)(
    'reads no research phrasing under any filter, from the real records (%s)',
    (group) => {
      const { container, unmount } = renderReal(group);
      // Every aside is in the markup (the stylesheet shows the checked ones): all of it is read. A ⚠️ fact's mark
      // (« selon un comparateur », lib/offers/uncertainty.ts) comes with its source's number: not a research note.
      const notes = researchPhrasingsIn(container.textContent ?? '').filter((finding) => finding.phrasing.kind !== 'vague-source');
      expect(notes.map((finding) => finding.text)).toEqual([]);
      unmount();
    },
  );

  it('under a table without filters, says nothing of filters (the cashback table)', () => {
    const { container } = renderReal('cashback');
    expect(container.querySelectorAll('input[name="filtre"]')).toHaveLength(0);
    const note = container.querySelector('.table-note')?.textContent ?? '';
    expect(note).not.toMatch(/filtre/i);
    for (const facet of FACETS) expect(note).not.toContain(FACET_LABELS[facet]);
  });

  it('explains the boosted badge with the offers of its own rows: iGraal under the cashback table, never a bank', () => {
    const { container } = renderReal('cashback');
    const note = container.querySelector('.table-note')?.textContent ?? '';
    expect(note).toContain(`«\u00a0${BOOSTED_LABEL}\u00a0»`);
    expect(note).toContain('(au moins 5\u00a0€ chez iGraal)');
    expect(note).not.toMatch(/BoursoBank|Fortuneo|Revolut/);
  });

  it('says nothing of the boosted badge under rows that cannot carry it', () => {
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <GlobalValuesProvider snapshot={snapshot}>
          <ComparisonTable
            group="cashback"
            offers={{ JOKO: summaryOf('JOKO', { siteCode: false, href: '/cashback/joko', programme: 'open' }) }}
          />
        </GlobalValuesProvider>
      </SWRConfig>,
    );
    expect(rows().map(providerOf)).toEqual(['JOKO']);
    expect(document.querySelector('.table-note')?.textContent ?? '').not.toContain(BOOSTED_LABEL);
  });

  it('says why a filter is not offered only beside filters it offers', () => {
    const { container } = renderReal();
    const offered = [...container.querySelectorAll('input[name="filtre"]')].map((input) => input.getAttribute('value'));
    expect(offered.length).toBeGreaterThan(0);
    const note = container.querySelector('.table-note')?.textContent ?? '';
    const missing = /Pas de filtre (.*?) ici\u00a0: aucune offre de ce tableau n’y répond, source à l’appui/.exec(note)?.[1];
    // Whichever filters the records leave out, the note never names one the table offers.
    for (const facet of offered) expect(missing ?? '').not.toContain(FACET_LABELS[facet as Facet]);
  });
});
