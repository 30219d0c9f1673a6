import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { allOfferRecords } from '../offers';
import { LIVRET_A } from '../offers/livret-a';
import { NET_VALUE_FORMULA, NET_VALUE_TAX_NOTE, netValueWords, type NetValue } from '../offers/net-value';
import { resolveOffer } from '../offers/resolved-offer';
import type { OfferRecord } from '../offers/schema';
import defaultDocument from '../primes/default-document.json';
import { offersDataset, type DatasetInput, type OpenOffer } from './offers-dataset';
import { OFFERS_SCHEMA } from './offers-schema';

// Formats are annotations for readers; the schema's patterns carry what is enforced, and
// the nullable fields are `anyOf` with null, which strict mode would otherwise flag.
const validate = new Ajv2020({ strict: true, allowUnionTypes: true, validateFormats: false, allErrors: true }).compile(OFFERS_SCHEMA);

const absoluteUrl = (path: string) => new URL(path, 'https://exemple.fr').href;
const input = (records: readonly OfferRecord[], values: Readonly<Record<string, unknown>> = defaultDocument): DatasetInput => ({
  records,
  values,
  amountsUpdatedAt: '2026-11-24T08:30:00.123456Z',
  generatedAt: '2026-11-24T09:00:00.000Z',
  absoluteUrl,
  siteName: 'Parrainage Malin',
});

const sure = { source: 'cgu', certainty: 'sure' } as const;
/** Every form a fact can take, in one record the real content does not (yet) have. */
const DATED: OfferRecord = {
  provider: 'JOKO',
  page: '/cashback/joko',
  checked: '2026-11-20',
  programme: { status: 'open', ...sure },
  answers: {},
  sources: [
    { id: 'cgu', title: 'Conditions « parrainage »; v2', url: 'https://exemple.fr/cgu', consulted: '2026-11-20', kind: 'conditions' },
  ],
  codeWhere: { text: 'dans l’application', ...sure },
  rewards: { referee: { status: 'paid', form: 'cash', text: '5 € au premier achat', ...sure }, sponsor: { status: 'none', ...sure } },
  eligibility: {
    newCustomer: { rule: 'not-client-for', months: 12, ...sure },
    minAge: { years: 18, ...sure },
    residence: { text: 'Résider en France', source: 'cgu', certainty: 'unsure' },
  },
  conditions: [
    { kind: 'code', text: 'Code saisi', deadline: { text: 'à l’inscription' }, ...sure },
    { kind: 'card-payments', text: '3 achats', count: 3, amount: 7.5, deadline: { days: 30, from: 'l’inscription' }, main: true, ...sure },
    { kind: 'other', text: 'Autre', deadline: { unpublished: true }, source: 'cgu', certainty: 'unsure' },
  ],
  payout: { text: 'sous 60 jours', days: 60, ...sure },
  period: { start: '2026-11-01', end: '2026-12-31', ...sure },
  costs: [{ text: 'Aucun frais', kind: 'other', ...sure }],
  catches: [{ text: 'Un retour annule le cashback', ...sure }],
};

describe('offersDataset', () => {
  it('carries each field of the record’s « new customer » fact, null where the record has none', () => {
    const withAnchor: OfferRecord = {
      ...DATED,
      eligibility: { newCustomer: { rule: 'not-client-for', months: 12, since: 'closing', ...sure } },
    };
    const [anchored] = offersDataset(input([withAnchor])).offers;
    const [plain] = offersDataset(input([DATED])).offers;
    expect(anchored?.eligibility.newCustomer).toMatchObject({ rule: 'not-client-for', months: 12, since: 'closing' });
    expect(plain?.eligibility.newCustomer?.since).toBeNull();
    expect(validate(offersDataset(input([withAnchor]))), JSON.stringify(validate.errors)).toBe(true);
  });

  it('gives every real record, in provider order, valid against the published schema', () => {
    const dataset = offersDataset(input(allOfferRecords()));
    expect(validate(dataset), JSON.stringify(validate.errors)).toBe(true);
    expect(dataset.offers.map((offer) => offer.provider)).toEqual(allOfferRecords().map((record) => record.provider));
    expect(dataset.$schema).toBe('https://exemple.fr/offres.schema.json');
  });

  it('stays valid without an update time (the fixed sample) and without any amount (nothing ever read)', () => {
    const dataset = offersDataset({ ...input(allOfferRecords(), {}), amountsUpdatedAt: undefined });
    expect(validate(dataset), JSON.stringify(validate.errors)).toBe(true);
    expect(dataset.amountsUpdatedAt).toBeNull();
    expect(dataset.offers.every((offer) => offer.referee.amount === null && offer.sponsor.amount === null)).toBe(true);
  });

  it('publishes the amounts the offer box shows: the document’s, none where the terms pay nothing, null when missing', () => {
    const values = { PRIME_FILLEUL_JOKO: 5, PRIME_PARRAIN_JOKO: 3 };
    const [joko] = offersDataset(input([DATED], values)).offers;
    expect(joko?.referee).toEqual({
      status: 'paid',
      shown: 'unconfirmed',
      words: '5\u00a0€',
      amount: 5,
      ceiling: false,
      published: null,
      form: 'cash',
      text: '5 € au premier achat',
      ...sure,
    });
    // The box says « aucune prime selon les conditions publiées », whatever the document holds.
    expect(joko?.sponsor).toEqual({
      status: 'none',
      shown: 'none',
      words: 'aucune prime',
      amount: null,
      ceiling: false,
      published: null,
      form: null,
      text: null,
      ...sure,
    });
    const [missing] = offersDataset(input([DATED], {})).offers;
    expect(missing?.referee.amount).toBeNull();

    const revolut = offersDataset(input(allOfferRecords())).offers.find((offer) => offer.provider === 'REVOLUT');
    expect(revolut?.referee).toMatchObject({ status: 'none', amount: null });
    expect(revolut?.sponsor.amount).toBe(defaultDocument.PRIME_PARRAIN_REVOLUT);
  });

  it('writes every form of every fact, with its source and certainty, and the box’s wording', () => {
    const dataset = offersDataset(input([DATED]));
    expect(validate(dataset), JSON.stringify(validate.errors)).toBe(true);
    const [offer] = dataset.offers;
    expect(offer).toMatchObject({
      label: 'Joko',
      family: 'cashback',
      capitalAtRisk: false,
      page: 'https://exemple.fr/cashback/joko',
      withoutPage: null,
      checked: '2026-11-20',
      eligibility: {
        newCustomer: { rule: 'not-client-for', months: 12, text: 'Ne pas avoir été client de Joko depuis 12\u00a0mois', ...sure },
        minAge: { years: 18, text: 'Avoir au moins 18\u00a0ans', ...sure },
        residence: { text: 'Résider en France', source: 'cgu', certainty: 'unsure' },
      },
      payout: { published: true, days: 60, text: 'sous 60 jours', ...sure },
      period: {
        published: true,
        noEnd: false,
        start: '2026-11-01',
        end: '2026-12-31',
        text: 'depuis le 1 novembre 2026, jusqu’au 31 décembre 2026',
      },
      codeWhere: { text: 'dans l’application', ...sure },
      costs: [{ kind: 'other', text: 'Aucun frais', ...sure }],
    });
    expect(offer?.conditions.map(({ deadline, main, amount, count }) => ({ deadline, main, amount, count }))).toEqual([
      { deadline: { published: true, days: null, from: null, text: 'à l’inscription' }, main: false, amount: null, count: null },
      {
        deadline: { published: true, days: 30, from: 'l’inscription', text: 'dans les 30\u00a0jours suivant l’inscription' },
        main: true,
        amount: 7.5,
        count: 3,
      },
      { deadline: { published: false, days: null, from: null, text: 'délai non publié' }, main: false, amount: null, count: null },
    ]);
  });

  it('says « non publié » with no source for the facts the terms do not give', () => {
    const [gold] = offersDataset(input(allOfferRecords().filter((record) => record.provider === 'FORTUNEO_GOLD'))).offers;
    expect(gold?.referee).toEqual({
      status: 'unpublished',
      shown: 'unconfirmed',
      words: `${defaultDocument.PRIME_FILLEUL_FORTUNEO_GOLD}\u00a0€`,
      amount: defaultDocument.PRIME_FILLEUL_FORTUNEO_GOLD,
      ceiling: false,
      published: null,
      form: null,
      text: null,
      source: null,
      certainty: null,
    });
    expect(gold?.payout).toEqual({ published: false, days: null, text: 'délai non publié', source: null, certainty: null });
    expect(gold?.period).toMatchObject({ published: false, noEnd: false, start: null, end: null, text: 'dates non publiées' });
  });
});

describe('the published schema', () => {
  const valid = offersDataset(input([DATED])).offers[0];
  if (!valid) throw new Error('no offer');
  const withOffer = (offer: unknown) => ({ ...offersDataset(input([])), offers: [offer] });

  it('rejects a broken record: a missing field, an amount as text, an unknown provider, an extra field, a relative page', () => {
    const { referee, ...withoutReferee } = valid;
    expect(referee).toBeDefined();
    for (const broken of [
      withoutReferee,
      { ...valid, referee: { ...valid.referee, amount: '5' } },
      { ...valid, provider: 'INCONNU' },
      { ...valid, bonus: 5 },
      { ...valid, page: '/cashback/joko' },
      { ...valid, sources: [{ ...valid.sources[0], consulted: '20/11/2026' }] },
      { ...valid, sponsor: { ...valid.sponsor, certainty: 'maybe' } },
    ]) {
      expect(validate(withOffer(broken)), JSON.stringify(broken)).toBe(false);
    }
    expect(validate(withOffer(valid))).toBe(true);
  });
});

describe('programme status, answers, published amounts and ceilings in the open data', () => {
  it('publishes no amount for a programme that ended or was not found, and says why', () => {
    const offers = offersDataset(input(allOfferRecords(), { ...defaultDocument, PRIME_FILLEUL_CURVE: 5, PRIME_PARRAIN_PAYPAL: 10 })).offers;
    const curve = offers.find((offer) => offer.provider === 'CURVE');
    expect(curve?.programme).toMatchObject({
      status: 'ended',
      end: '2024-03-31',
      reason: expect.stringMatching(/^Ce programme a pris fin/),
    });
    expect(curve?.referee.amount).toBeNull();
    const paypal = offers.find((offer) => offer.provider === 'PAYPAL');
    expect(paypal?.programme).toMatchObject({ status: 'not-found', searchedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(paypal?.sponsor.amount).toBeNull();
  });

  it('carries the sourced answers, the published amount and whether an amount is a ceiling', () => {
    const offers = offersDataset(input(allOfferRecords())).offers;
    const fosfo = offers.find((offer) => offer.provider === 'FORTUNEO_FOSFO');
    expect(fosfo?.answers.income).toMatchObject({ exists: false, certainty: 'sure' });
    const n26 = offers.find((offer) => offer.provider === 'N26');
    expect(n26?.sponsor.published).toMatchObject({ value: 15, certainty: 'sure' });
    // The document's amount equals the one a sure source publishes: the only kind of amount said without « à confirmer ».
    expect(n26?.sponsor).toMatchObject({ shown: 'sourced', amount: 15 });
    // A campaign-dependent bonus no source caps: no figure, whatever the document holds.
    const trade = offers.find((offer) => offer.provider === 'TRADEREPUBLIC');
    expect(trade?.referee).toMatchObject({ status: 'varies', shown: 'varies', ceiling: false, amount: null, words: 'montant variable' });
  });
});

describe('the watch of the official sources in the open data', () => {
  it('says when a source changed after the record’s check, and validates against the schema', () => {
    const n26 = allOfferRecords().find((record) => record.provider === 'N26')!;
    const [source] = n26.sources;
    const watch = { sources: [{ url: source!.url, records: ['N26'], read: '2026-11-24', changed: '2026-11-24' }] };
    const dataset = offersDataset({ ...input(allOfferRecords()), watch });
    expect(dataset.offers.find((offer) => offer.provider === 'N26')?.termsWatch).toEqual({
      changedOn: '2026-11-24',
      changedSources: [source!.url],
      goneSources: [],
    });
    expect(dataset.offers.find((offer) => offer.provider === 'REVOLUT')?.termsWatch).toEqual({
      changedOn: null,
      changedSources: [],
      goneSources: [],
    });
    expect(validate(dataset), JSON.stringify(validate.errors)).toBe(true);
  });
});

describe('the amounts the watch looked for on the official pages, in the open data', () => {
  it('says per offer whether the official page gives the amount shown, on which day, and what it gives instead; null when never looked for', () => {
    const n26 = allOfferRecords().find((record) => record.provider === 'N26')!;
    const url = n26.sources.find((source) => source.kind === 'officiel' || source.kind === 'conditions')!.url;
    const shown = defaultDocument.PRIME_PARRAIN_N26;
    const watch = {
      sources: [
        {
          url,
          records: ['N26'],
          read: '2026-11-24',
          fingerprint: 'a'.repeat(64),
          amounts: [{ key: 'PRIME_PARRAIN_N26', amount: shown, status: 'different' as const, page: shown + 5 }],
        },
      ],
    };
    const dataset = offersDataset({ ...input(allOfferRecords()), watch });
    expect(dataset.offers.find((offer) => offer.provider === 'N26')?.amountCheck).toEqual({
      status: 'different',
      on: '2026-11-24',
      url,
      pageAmount: shown + 5,
      sides: [
        { side: 'sponsor', key: 'PRIME_PARRAIN_N26', amount: shown, status: 'different', on: '2026-11-24', url, pageAmount: shown + 5 },
      ],
    });
    expect(dataset.offers.find((offer) => offer.provider === 'REVOLUT')?.amountCheck).toBeNull();
    expect(validate(dataset), JSON.stringify(validate.errors)).toBe(true);
    // The served schema says what each status means, so a reader of /offres.schema.json knows.
    expect(JSON.stringify(OFFERS_SCHEMA)).toContain('`different` : elle en donne un autre');
  });
});

/**
 * The resolved net value a reader rebuilds from /offres.json, taking its nulls as « nothing to
 * say »: equal to the resolved offer's, the open data has lost and added nothing.
 */
function resolvedFrom(open: OpenOffer['netValue']): NetValue {
  const { capitalAtRisk } = open;
  if (open.kind === 'none') return { kind: 'none', capitalAtRisk };
  const parts = open.parts.map((part) => {
    if (part.kind !== 'cost') return part;
    const { months, ...rest } = part;
    return months === null ? rest : { ...rest, months };
  });
  const time = open.costTime ? { costTime: open.costTime } : {};
  if (open.kind === 'exact') return { kind: 'exact', value: open.value, parts, ...time, capitalAtRisk };
  return { kind: 'range', min: open.min, max: open.max, parts, unknown: open.unknown, ...time, capitalAtRisk };
}

/** Every fact the net value reads: costs counted per month and once, an option, money held, a time to stay open. */
const COSTLY: OfferRecord = {
  ...DATED,
  costs: [
    { text: 'Carte à 2 € par mois', kind: 'card-fee', amount: 2, per: 'month', ...sure },
    { text: 'Frais d’ouverture de 10 €', kind: 'other', amount: 10, per: 'once', source: 'cgu', certainty: 'unsure' },
    { text: 'Carte premium à 9,90 € par mois, si vous la choisissez', kind: 'card-fee', amount: 9.9, per: 'month', choice: true, ...sure },
  ],
  holding: { amount: 1000, months: 6, ...sure },
  keepOpen: { months: 3, text: 'Sinon la prime est reprise', ...sure },
  sponsorCap: { count: 10, per: 'year', ...sure },
};
/** A fee the terms do not put a figure on, and money to hold for a time they do not give. */
const UNKNOWN_PARTS: OfferRecord = {
  ...DATED,
  costs: [{ text: 'Frais de tenue de compte', kind: 'other', ...sure }],
  holding: { amount: 500, text: 'Laisser 500 € sur le compte', source: 'cgu', certainty: 'unsure' },
};

describe('the net value in the open data', () => {
  const today = '2026-11-24';
  const cases = [
    ['the default document', allOfferRecords(), defaultDocument],
    ['an empty document', allOfferRecords(), {}],
    ['the fixtures', [DATED, COSTLY, UNKNOWN_PARTS], { PRIME_FILLEUL_JOKO: 50 }],
  ] as const;

  it.each(cases)('is the resolved offer’s, with the words the pages show, for every record (%s)', (_name, records, values) => {
    const dataset = offersDataset(input(records, values));
    expect(validate(dataset), JSON.stringify(validate.errors)).toBe(true);
    for (const [index, record] of records.entries()) {
      const resolved = resolveOffer(record.provider, record, values, { watch: { sources: [] }, today }).netValue;
      const open = dataset.offers[index]?.netValue;
      if (!open) throw new Error(`no offer for ${record.provider}`);
      expect(resolvedFrom(open), record.provider).toEqual(resolved);
      expect(open.words, record.provider).toBe(netValueWords(resolved));
      expect(open.capitalAtRisk, record.provider).toBe(dataset.offers[index]?.capitalAtRisk);
    }
  });

  it('gives every field, null where the kind has nothing to say, and each part with its facts and source', () => {
    const [costly, unknown, dated] = offersDataset(input([COSTLY, UNKNOWN_PARTS, DATED], { PRIME_FILLEUL_JOKO: 50 })).offers;
    expect(costly?.netValue).toEqual({
      kind: 'exact',
      value: 20.5,
      min: null,
      max: null,
      words: '20,50\u00a0€',
      parts: [
        { kind: 'bonus', euros: 50, ceiling: false },
        { kind: 'cost', euros: -12, text: 'Carte à 2 € par mois', amount: 2, per: 'month', months: 6, ...sure },
        {
          kind: 'cost',
          euros: -10,
          text: 'Frais d’ouverture de 10 €',
          amount: 10,
          per: 'once',
          months: null,
          source: 'cgu',
          certainty: 'unsure',
        },
        { kind: 'interest', euros: -7.5, amount: 1000, months: 6, percent: LIVRET_A.percent, rateSince: LIVRET_A.since, ...sure },
      ],
      unknown: [],
      costTime: { months: 6, from: 'holding' },
      capitalAtRisk: false,
    });
    expect(unknown?.netValue).toEqual({
      kind: 'range',
      value: null,
      min: null,
      max: 50,
      words: 'au plus 50\u00a0€',
      parts: [{ kind: 'bonus', euros: 50, ceiling: false }],
      unknown: [
        { kind: 'cost', text: 'Frais de tenue de compte', missing: 'amount', ...sure },
        { kind: 'interest', missing: 'months', source: 'cgu', certainty: 'unsure' },
      ],
      costTime: { months: 3, from: 'conditions' },
      capitalAtRisk: false,
    });
    const [none] = offersDataset(input([DATED], {})).offers;
    expect(none?.netValue).toEqual({
      kind: 'none',
      value: null,
      min: null,
      max: null,
      words: 'non calculable sans montant de prime',
      parts: [],
      unknown: [],
      costTime: null,
      capitalAtRisk: false,
    });
    expect(dated?.netValue.kind).toBe('range');
  });

  it('says the formula, the tax note and the dated, sourced Livret A rate once, at the top', () => {
    const dataset = offersDataset(input([]));
    expect(dataset.netValueMethod).toEqual({
      formula: NET_VALUE_FORMULA,
      taxNote: NET_VALUE_TAX_NOTE,
      livretA: {
        percent: LIVRET_A.percent,
        since: LIVRET_A.since,
        source: {
          title: LIVRET_A.source.title,
          url: LIVRET_A.source.url,
          published: LIVRET_A.source.published,
          consulted: LIVRET_A.source.consulted,
        },
      },
    });
    expect(validate(dataset), JSON.stringify(validate.errors)).toBe(true);
  });
});

describe('the record’s facts behind the net value and the plan, in the open data', () => {
  it('gives the sponsor’s cap, the money to hold, the time to stay open and each cost’s figures, with source and certainty', () => {
    const [costly, dated] = offersDataset(input([COSTLY, DATED])).offers;
    expect(costly?.sponsorCap).toEqual({ count: 10, amount: null, per: 'year', text: null, ...sure });
    expect(costly?.holding).toEqual({ amount: 1000, months: 6, text: null, ...sure });
    expect(costly?.keepOpen).toEqual({ months: 3, text: 'Sinon la prime est reprise', ...sure });
    expect(costly?.costs).toEqual([
      { kind: 'card-fee', amount: 2, per: 'month', choice: false, text: 'Carte à 2 € par mois', ...sure },
      { kind: 'other', amount: 10, per: 'once', choice: false, text: 'Frais d’ouverture de 10 €', source: 'cgu', certainty: 'unsure' },
      {
        kind: 'card-fee',
        amount: 9.9,
        per: 'month',
        choice: true,
        text: 'Carte premium à 9,90 € par mois, si vous la choisissez',
        ...sure,
      },
    ]);
    expect([dated?.sponsorCap, dated?.holding, dated?.keepOpen]).toEqual([null, null, null]);
    expect(dated?.costs).toEqual([{ kind: 'other', amount: null, per: null, choice: false, text: 'Aucun frais', ...sure }]);
  });

  it('gives each real record’s facts as the record says them', () => {
    const records = allOfferRecords();
    const offers = offersDataset(input(records)).offers;
    for (const [index, record] of records.entries()) {
      const offer = offers[index];
      expect(offer?.sponsorCap ?? null, record.provider).toEqual(
        record.sponsorCap ? expect.objectContaining({ ...record.sponsorCap }) : null,
      );
      expect(offer?.holding ?? null, record.provider).toEqual(record.holding ? expect.objectContaining({ ...record.holding }) : null);
      expect(offer?.keepOpen ?? null, record.provider).toEqual(record.keepOpen ? expect.objectContaining({ ...record.keepOpen }) : null);
      expect(offer?.costs, record.provider).toEqual(
        record.costs.map((cost) => expect.objectContaining({ ...cost, choice: cost.choice === true })),
      );
      const rule = record.eligibility.newCustomer;
      expect(offer?.eligibility.newCustomer ?? null, record.provider).toEqual(
        rule
          ? expect.objectContaining({
              rule: rule.rule,
              months: rule.months ?? null,
              since: rule.since ?? null,
              source: rule.source,
              certainty: rule.certainty,
            })
          : null,
      );
    }
    // The real content has each of these facts somewhere: the loop above is not vacuous.
    expect(records.some((record) => record.sponsorCap)).toBe(true);
    expect(records.some((record) => record.costs.some((cost) => cost.amount !== undefined))).toBe(true);
    expect(records.some((record) => record.eligibility.newCustomer?.since)).toBe(true);
  });
});

describe('the published schema of the net value and the new facts', () => {
  /** Every description in the served schema, as one text to search. */
  const described = JSON.stringify(OFFERS_SCHEMA);
  /** The schema as a reader downloads it, to walk to an offer's properties. */
  type Served = { properties: { offers: { items: { properties: Record<string, unknown> } } } };
  const offer = (JSON.parse(described) as Served).properties.offers.items.properties;

  it('describes the net value, its formula, its kinds and parts, and that tax is not deducted', () => {
    expect(offer).toHaveProperty('netValue');
    expect(offer).toHaveProperty('sponsorCap');
    expect(offer).toHaveProperty('holding');
    expect(offer).toHaveProperty('keepOpen');
    expect(JSON.stringify(offer.netValue)).toMatch(/moins les frais du compte.*moins les intérêts.*Livret A/);
    expect(JSON.stringify(offer.netValue)).toContain('aucun taux d’imposition n’est déduit');
    for (const said of [
      'Toutes les parties sont connues',
      'la valeur est au plus `max`',
      'rien à calculer',
      '`keep-open` : le temps pendant lequel le compte doit rester ouvert',
      '`holding` : le temps pendant lequel la somme doit rester',
      '`conditions` : le plus long délai des conditions',
      '`month` : par mois ; `year` : par an ; `once` : une fois.',
      '`period` : des frais par mois ou par an',
      'que l’on évite en l’utilisant : la valeur nette ne les déduit pas',
    ]) {
      expect(described.includes(said), said).toBe(true);
    }
  });

  it('describes each value of the new-customer rule and of where its months are counted from', () => {
    const newCustomer = JSON.stringify(offer.eligibility);
    for (const said of ['never-client (jamais client)', 'not-client-for (pas client depuis', 'other (une autre règle']) {
      expect(newCustomer.includes(said), said).toBe(true);
    }
    for (const said of ['opening (ouverture)', 'closing (clôture)', 'last-bonus (dernière prime versée)', 'depuis la clôture']) {
      expect(newCustomer.includes(said), said).toBe(true);
    }
  });

  it('refuses a net value whose fields do not fit its kind', () => {
    const base = offersDataset(input([COSTLY], { PRIME_FILLEUL_JOKO: 50 }));
    const valid = base.offers[0];
    if (!valid) throw new Error('no offer');
    const withNetValue = (netValue: unknown) => ({ ...base, offers: [{ ...valid, netValue }] });
    expect(validate(withNetValue(valid.netValue))).toBe(true);
    for (const broken of [
      { ...valid.netValue, value: null },
      { ...valid.netValue, min: 0 },
      { ...valid.netValue, kind: 'range' },
      { ...valid.netValue, kind: 'none' },
      { ...valid.netValue, parts: [{ kind: 'tax', euros: -5 }] },
      { ...valid.netValue, costTime: { months: 6, from: 'opening' } },
      { ...valid.netValue, formula: NET_VALUE_FORMULA },
    ]) {
      expect(validate(withNetValue(broken)), JSON.stringify(broken)).toBe(false);
    }
  });
});
