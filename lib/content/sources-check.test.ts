import { describe, expect, it } from 'vitest';
import { checkSources, type SourceData } from './sources-check';

const FILE = 'cashback/joko.mdx';
const TEXT = ['---', 'title: Joko', 'lastChecked: 2026-11-23', 'sources:', '  - title: Aide Joko', '    url: https://support.joko.com/', '    consulted: 2026-11-23', '    kind: officiel', '---'].join('\n');
const source: SourceData = { title: 'Aide Joko', url: 'https://support.joko.com/', consulted: '2026-11-23T00:00:00.000Z', kind: 'officiel' };
const doc = (fields: { lastChecked?: string; sources?: SourceData[] }) => ({ _raw: { sourceFilePath: FILE }, ...fields });
const check = (fields: { lastChecked?: string; sources?: SourceData[] }) => checkSources([doc(fields)], () => TEXT, '2026-11-23');

describe('checkSources', () => {
  it('accepts a check date backed by a source read that day, and a page with neither', () => {
    expect(check({ lastChecked: '2026-11-23T00:00:00.000Z', sources: [source] })).toEqual([]);
    expect(check({})).toEqual([]);
  });

  it('refuses a check date with no source read that day, naming the line', () => {
    expect(check({ lastChecked: '2026-11-22T00:00:00.000Z', sources: [source] })).toEqual([
      `${FILE}:3: lastChecked (2026-11-22) sans source consultée ce jour-là : ajoutez-la à « sources », ou retirez lastChecked (la page dira « mise à jour le »)`,
    ]);
    expect(check({ lastChecked: '2026-11-23T00:00:00.000Z' })[0]).toMatch(/sans source/);
  });

  it('refuses a bad address, a duplicate, a future date and an unknown kind', () => {
    const problems = check({
      sources: [
        { ...source, url: 'http://support.joko.com/' },
        source,
        { ...source, url: 'https://www.joko.com/', consulted: '2026-12-01T00:00:00.000Z' },
        { ...source, url: 'https://blog.joko.com/', kind: 'forum' },
        { ...source },
      ],
    });
    expect(problems.join('\n')).toMatch(/n’est pas une adresse https valide/);
    expect(problems.join('\n')).toMatch(/citée deux fois/);
    expect(problems.join('\n')).toMatch(/consultée dans le futur \(2026-12-01\)/);
    expect(problems.join('\n')).toMatch(/kind « forum » inconnu/);
  });
});
