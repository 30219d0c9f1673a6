import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
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

  it('reads the file the content build really writes (contentlayer2’s output layout)', () => {
    const project = resolve(import.meta.dirname, '../..');
    expect(existsSync(join(project, '.contentlayer/generated/SiteCodes/_index.json')), 'content build missing or moved its output').toBe(
      true,
    );
    const { codes } = parse(readFileSync(join(project, 'content/codes.yaml'), 'utf8')) as { codes: { provider: string }[] };
    const summary = siteCodesSummary(project);
    if (codes.length === 0) expect(summary).toMatch(/aucun/);
    else for (const { provider } of codes) expect(summary).toContain(provider);
  });
});
