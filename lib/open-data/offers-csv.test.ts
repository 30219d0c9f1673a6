import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { allOfferRecords } from '../offers';
import type { OfferRecord } from '../offers/schema';
import defaultDocument from '../primes/default-document.json';
import { CSV_BOM, csvCell, renderCsv } from './csv';
import { OFFERS_CSV_HEADER, offersCsv } from './offers-csv';
import { offersDataset } from './offers-dataset';

const datasetOf = (records: readonly OfferRecord[]) =>
  offersDataset({
    records,
    values: defaultDocument,
    amountsUpdatedAt: '2026-11-24T08:30:00Z',
    generatedAt: '2026-11-24T09:00:00Z',
    absoluteUrl: (path) => new URL(path, 'https://exemple.fr').href,
    siteName: 'Parrainage Malin',
  });
const dataset = datasetOf(allOfferRecords());

/** Read as a French spreadsheet would: `;`, the BOM taken off, RFC 4180 quoting, strict column count. */
const read = (csv: string): string[][] => parse(csv, { delimiter: ';', bom: true, relax_column_count: false });

describe('csvCell', () => {
  it('quotes what would break a field and doubles quotes, writes French decimals, oui/non and empty for null', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('dit "oui"')).toBe('"dit ""oui"""');
    expect(csvCell('ligne\nsuivante')).toBe('"ligne\nsuivante"');
    expect(csvCell('simple')).toBe('simple');
    expect(csvCell(7.5)).toBe('7,5');
    expect(csvCell(1200)).toBe('1200');
    expect(csvCell(true)).toBe('oui');
    expect(csvCell(null)).toBe('');
  });

  it('round-trips through a kept RFC 4180 reader', () => {
    const awkward = ['« guillemets » ; point-virgule', 'avec "citation"', 'deux\r\nlignes', ''];
    expect(read(renderCsv(['a', 'b', 'c', 'd'], [awkward]))).toEqual([['a', 'b', 'c', 'd'], awkward]);
  });
});

describe('offersCsv', () => {
  const csv = offersCsv(dataset);
  const [header, ...rows] = read(csv);

  it('starts with the UTF-8 byte order mark and ends its lines with CRLF', () => {
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replace(/"[^"]*"/g, '').match(/(?<!\r)\n/)).toBeNull();
  });

  it('has a header row and one row per offer, with the amounts of /offres.json', () => {
    expect(header).toEqual(OFFERS_CSV_HEADER);
    expect(rows).toHaveLength(dataset.offers.length);
    const column = (name: string) => OFFERS_CSV_HEADER.indexOf(name);
    for (const [index, offer] of dataset.offers.entries()) {
      const row = rows[index] ?? [];
      expect(row[column('provider')]).toBe(offer.provider);
      for (const side of ['referee', 'sponsor'] as const) {
        const amount = offer[side].amount;
        expect(row[column(`${side}.amount`)], `${offer.provider} ${side}`).toBe(amount === null ? '' : String(amount).replace('.', ','));
        expect(row[column(`${side}.status`)]).toBe(offer[side].status);
      }
      expect(row[column('amountsUpdatedAt')]).toBe('2026-11-24T08:30:00Z');
    }
  });

  it('joins each list into one cell and marks the facts to confirm', () => {
    const column = (name: string) => OFFERS_CSV_HEADER.indexOf(name);
    const gold = rows[dataset.offers.findIndex((offer) => offer.provider === 'FORTUNEO_GOLD')] ?? [];
    // The records write French spaces (no-break before €, narrow between thousands): compared as plain spaces.
    expect(gold[column('conditions')]?.replace(/[\u00a0\u202f]/g, ' ')).toBe(
      // A ⚠️ fact says who gives it: here affiliate sites only.
      'Code de parrainage saisi (pendant l’ouverture du compte) [selon un site non officiel] | ' +
        'Carte Gold, avec 2 200 € de revenus nets par mois pour une nouvelle carte (au moment de la demander)',
    );
    expect(gold[column('sources')]?.split(' | ')).toHaveLength(4);
    expect(gold[column('page')]).toBe('https://exemple.fr/banque/fortuneo/parrainage');
  });
});

describe('the net value and the new-customer rule in /offres.csv', () => {
  /** A JSON value as its CSV cell reads back: empty for null, a French decimal for a number. */
  const cellOf = (value: string | number | null | undefined) =>
    value === null || value === undefined ? '' : typeof value === 'number' ? String(value).replace('.', ',') : value;
  const readRows = (records: readonly OfferRecord[]) => {
    const data = datasetOf(records);
    const [header = [], ...rows] = read(offersCsv(data));
    return { data, rows: rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index]]))) };
  };
  const COLUMNS = [
    'netValue.kind',
    'netValue.value',
    'netValue.min',
    'netValue.max',
    'netValue.words',
    'eligibility.newCustomer.rule',
    'eligibility.newCustomer.months',
    'eligibility.newCustomer.since',
  ] as const;

  it('has a column per field, named by its path in the JSON', () => {
    for (const name of COLUMNS) expect(OFFERS_CSV_HEADER, name).toContain(name);
  });

  it('gives each offer the net value and the rule of /offres.json, a range’s unknown lower end left empty', () => {
    const bourso = allOfferRecords().find((record) => record.provider === 'BOURSOBANK');
    if (!bourso) throw new Error('no BoursoBank record');
    // A fee without a figure: the value is a range, « au plus » the bonus, whose lower end is unknown.
    const unknownFee = { text: 'Frais de tenue de compte', kind: 'other', source: bourso.sources[0]?.id ?? '', certainty: 'sure' } as const;
    const records = [...allOfferRecords(), { ...bourso, costs: [...bourso.costs, unknownFee] }];
    const { data, rows } = readRows(records);
    expect(rows).toHaveLength(data.offers.length);
    for (const [index, offer] of data.offers.entries()) {
      const row = rows[index] ?? {};
      const rule = offer.eligibility.newCustomer;
      expect(
        COLUMNS.map((name) => row[name]),
        offer.provider,
      ).toEqual(
        [
          offer.netValue.kind,
          offer.netValue.value,
          offer.netValue.min,
          offer.netValue.max,
          offer.netValue.words,
          rule?.rule,
          rule?.months,
          rule?.since,
        ].map(cellOf),
      );
    }
    const ranged = rows.at(-1) ?? {};
    expect(ranged['netValue.kind']).toBe('range');
    expect([ranged['netValue.value'], ranged['netValue.min']]).toEqual(['', '']);
    expect(ranged['netValue.max']).toBe(String(defaultDocument.PRIME_FILLEUL_BOURSOBANK));
    expect(ranged['netValue.words']).toBe(`au plus ${defaultDocument.PRIME_FILLEUL_BOURSOBANK}\u00a0€`);
    // The real content has each kind of rule the columns carry: the loop above is not vacuous.
    expect(new Set(rows.map((row) => row['netValue.kind']))).toEqual(new Set(['exact', 'none', 'range']));
    expect(rows.some((row) => row['eligibility.newCustomer.since'] !== '')).toBe(true);
    expect(rows.some((row) => row['eligibility.newCustomer.months'] !== '')).toBe(true);
  });
});
