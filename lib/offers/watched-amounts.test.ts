import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import DEFAULT_DOCUMENT from '../primes/default-document.json';
import { emptyRecord, FULL_RECORD } from '../../tests/helpers/offer-records';
import { writeTree } from '../../tests/helpers/run-check';
import { watchedAmounts } from './watched-amounts';

const work = mkdtempSync(join(tmpdir(), 'watched-amounts-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

it('gives the watch, per record, the figures its pages show from the settings document, and nothing where they show words', () => {
  writeTree(work, {
    'offres/joko.yaml': FULL_RECORD,
    'offres/n26.yaml': emptyRecord('N26'),
    'offres/curve.yaml': emptyRecord('CURVE').replace('  status: open\n', '  status: ended\n  end: 2024-03-31\n'),
    'offres/revolut.yaml': 'provider: REVOLUT\n',
  });
  const amounts = watchedAmounts(work, DEFAULT_DOCUMENT);
  expect(amounts.get('JOKO')).toEqual([
    { side: 'referee', key: 'PRIME_FILLEUL_JOKO', amount: DEFAULT_DOCUMENT.PRIME_FILLEUL_JOKO },
    { side: 'sponsor', key: 'PRIME_PARRAIN_JOKO', amount: DEFAULT_DOCUMENT.PRIME_PARRAIN_JOKO },
  ]);
  // N26's referee gets 0 in the document: a blank, never looked for as « 0 € ».
  expect(DEFAULT_DOCUMENT.PRIME_FILLEUL_N26).toBe(0);
  expect(amounts.get('N26')).toEqual([{ side: 'sponsor', key: 'PRIME_PARRAIN_N26', amount: DEFAULT_DOCUMENT.PRIME_PARRAIN_N26 }]);
  // A closed programme shows no figure; a record the schema refuses is the gate's to name.
  expect(amounts.get('CURVE')).toEqual([]);
  expect(amounts.has('REVOLUT')).toBe(false);
  // Another document, other amounts: they come from the document, never from here.
  expect(watchedAmounts(work, { ...DEFAULT_DOCUMENT, PRIME_PARRAIN_N26: 40 }).get('N26')).toEqual([
    { side: 'sponsor', key: 'PRIME_PARRAIN_N26', amount: 40 },
  ]);
});
