import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FULL_RECORD } from '../../tests/helpers/offer-records';
import { writeTree } from '../../tests/helpers/run-check';
import { parseOfferRecord, readOfferRecords, renderOffersModule } from './load';
import { offerRecordSchema } from './schema';

const NBSP = '\u00a0';
const work = mkdtempSync(join(tmpdir(), 'offer-load-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the offer records, read against their schema', () => {
  it('gives the typed record of a valid file', () => {
    const { record, problems } = parseOfferRecord('offres/joko.yaml', FULL_RECORD);
    expect(problems).toEqual([]);
    expect(record?.provider).toBe('JOKO');
    expect(offerRecordSchema.parse(record)).toEqual(record);
  });

  it('names the file, the line and the field of a wrong field, in French', () => {
    const text = FULL_RECORD.replace('provider: JOKO', 'provider: JOKO\nprovidr: JOKO');
    const { record, problems } = parseOfferRecord('offres/joko.yaml', text);
    expect(record).toBeUndefined();
    expect(problems).toEqual([
      {
        file: 'offres/joko.yaml',
        line: 2,
        column: 1,
        message: `champ inconnu «${NBSP}providr${NBSP}»${NBSP}; vouliez-vous dire «${NBSP}provider${NBSP}»${NBSP}?`,
      },
    ]);
  });

  it('names a nested field by its whole path, counting list items from 1', () => {
    const text = FULL_RECORD.replace('    amount: 10', '    amount: "dix"');
    const [problem] = parseOfferRecord('offres/joko.yaml', text).problems;
    expect(problem?.message).toBe(`«${NBSP}conditions[2].amount${NBSP}» doit être un nombre`);
    expect(text.split('\n')[(problem?.line ?? 0) - 1]).toBe('    amount: "dix"');
  });

  it('stops the build on an invalid record, naming its file', () => {
    writeTree(join(work, 'site'), { 'offres/joko.yaml': FULL_RECORD.replace('certainty: sure', 'certainty: sûr') });
    expect(() => readOfferRecords(join(work, 'site'))).toThrow(/offres\/joko\.yaml:\d+:\d+ {2}«\u00a0.*certainty\u00a0»/);
  });

  it('writes the records and the site’s codes as a typed module the site imports', () => {
    writeTree(join(work, 'ok'), {
      'offres/joko.yaml': FULL_RECORD,
      'codes.yaml': 'codes:\n  - provider: JOKO\n    code: ABC123\n    confirmed: 2026-11-20\n',
    });
    const written = renderOffersModule(join(work, 'ok'));
    expect(written).toContain("import type { OfferRecord } from './schema';");
    expect(written).toContain('export const OFFER_RECORDS: readonly OfferRecord[] = [');
    expect(written).toContain('"provider": "JOKO"');
    expect(written).toContain('export const SITE_CODES: readonly SiteCode[] = [');
    expect(written).toContain('"code": "ABC123"');
  });
});
