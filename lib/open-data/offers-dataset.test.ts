import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { allOfferRecords } from '../offers';
import type { OfferRecord } from '../offers/schema';
import defaultDocument from '../primes/default-document.json';
import { offersDataset, type DatasetInput } from './offers-dataset';
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
