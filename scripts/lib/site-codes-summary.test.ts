import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { siteCodesSummary } from './site-codes-summary.mjs';

const dir = mkdtempSync(join(tmpdir(), 'codes-summary-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const withCodes = (yaml: string) => writeFileSync(join(dir, 'codes.yaml'), yaml);

describe('the start-up line about the site’s codes', () => {
  it('says there is none without a file, with an empty list, or with the list left blank', () => {
    expect(siteCodesSummary(dir)).toMatch(/^Codes de parrainage du site : aucun/);
    withCodes('codes: []\n');
    expect(siteCodesSummary(dir)).toMatch(/aucun/);
    withCodes('# rien encore\ncodes:\n');
    expect(siteCodesSummary(dir)).toMatch(/aucun/);
  });

  it('counts and names the providers that have one', () => {
    withCodes(
      'codes:\n  - provider: FORTUNEO_GOLD\n    code: A1\n    confirmed: 2026-11-20\n  - provider: JOKO\n    url: https://joko.com/x\n    confirmed: 2026-11-20\n',
    );
    expect(siteCodesSummary(dir)).toBe('Codes de parrainage du site : 2 prestataires (FORTUNEO_GOLD, JOKO).');
  });
});
