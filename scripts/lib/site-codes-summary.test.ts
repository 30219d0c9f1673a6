import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { siteCodesSummary } from './site-codes-summary.mjs';

const root = mkdtempSync(join(tmpdir(), 'codes-summary-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const withCodes = (codes: { provider: string }[]) => {
  const dir = join(root, '.contentlayer', 'generated', 'SiteCodes');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, '_index.json'), JSON.stringify([{ codes }]));
};

describe('the start-up line about the site’s codes', () => {
  it('says there is none when the build has none', () => {
    expect(siteCodesSummary(root)).toMatch(/^Codes de parrainage du site : aucun/);
    withCodes([]);
    expect(siteCodesSummary(root)).toMatch(/aucun/);
  });

  it('counts and names the providers that have one', () => {
    withCodes([{ provider: 'FORTUNEO_GOLD' }, { provider: 'JOKO' }]);
    expect(siteCodesSummary(root)).toBe('Codes de parrainage du site : 2 prestataires (FORTUNEO_GOLD, JOKO).');
  });
});
