import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSiteCodes, checkSiteCodesFile } from './codes-yaml';

const TODAY = '2026-11-23';
/** As "file:line:column: message", so each expectation names the spot. */
const check = (yaml: string) => checkSiteCodes(yaml, TODAY).map((problem) => `${problem.file}:${problem.line}:${problem.column}: ${problem.message}`);

describe('checkSiteCodes (content/codes.yaml)', () => {
  it('accepts the shipped empty list and well-formed entries', () => {
    expect(check('codes: []\n')).toEqual([]);
    expect(
      check(
        'codes:\n  - provider: FORTUNEO_GOLD\n    code: ABC123\n    confirmed: 2026-11-20\n  - provider: IGRAAL\n    url: https://fr.igraal.com/parrainage?parrain=x\n    confirmed: 2026-11-23\n',
      ),
    ).toEqual([]);
  });

  it.each([
    ['an unknown provider, with the nearest one', 'codes:\n  - provider: FORTUNEO_GLOD\n    code: A1\n    confirmed: 2026-11-01\n', 'codes.yaml:2:15: «\u00a0codes[1].provider\u00a0»\u00a0: valeur inconnue «\u00a0FORTUNEO_GLOD\u00a0»\u00a0; vouliez-vous dire «\u00a0FORTUNEO_GOLD\u00a0»\u00a0?'],
    ['an empty code', 'codes:\n  - provider: JOKO\n    code: ""\n    confirmed: 2026-11-01\n', 'codes.yaml:3:11: «\u00a0codes[1].code\u00a0» est vide'],
    ['a code with a space', 'codes:\n  - provider: JOKO\n    code: AB 12\n    confirmed: 2026-11-01\n', 'codes.yaml:3:11: «\u00a0codes[1].code\u00a0»\u00a0: code «\u00a0AB 12\u00a0» invalide'],
    ['a malformed address', 'codes:\n  - provider: JOKO\n    url: http://joko.com/x\n    confirmed: 2026-11-01\n', 'codes.yaml:3:10: «\u00a0codes[1].url\u00a0»\u00a0: «\u00a0http://joko.com/x\u00a0» n’est pas une adresse https valide'],
    ['an address with credentials', 'codes:\n  - provider: JOKO\n    url: https://a:b@joko.com/x\n    confirmed: 2026-11-01\n', 'codes.yaml:3:10: «\u00a0codes[1].url\u00a0»\u00a0: «\u00a0https://a:b@joko.com/x\u00a0» n’est pas une adresse https valide'],
    ['neither code nor link', 'codes:\n  - provider: JOKO\n    confirmed: 2026-11-01\n', 'codes.yaml:2:5: «\u00a0codes[1]\u00a0»\u00a0: ni «\u00a0code\u00a0» ni «\u00a0url\u00a0»'],
    ['no confirmation date', 'codes:\n  - provider: JOKO\n    code: A1\n', 'codes.yaml:2:5: «\u00a0codes[1].confirmed\u00a0» manque'],
    ['a date in the future', 'codes:\n  - provider: JOKO\n    code: A1\n    confirmed: 2027-01-01\n', 'codes.yaml:4:16: «\u00a0codes[1].confirmed\u00a0»\u00a0: la date 2027-01-01 est dans le futur'],
    ['a duplicate provider', 'codes:\n  - provider: JOKO\n    code: A1\n    confirmed: 2026-11-01\n  - provider: JOKO\n    code: B2\n    confirmed: 2026-11-01\n', 'codes.yaml:5:15: «\u00a0codes[2].provider\u00a0»\u00a0: JOKO a déjà une entrée (codes[1])'],
    ['an unknown field', 'codes:\n  - provider: JOKO\n    cod: A1\n    code: A1\n    confirmed: 2026-11-01\n', 'codes.yaml:3:5: champ inconnu «\u00a0cod\u00a0» dans «\u00a0codes[1]\u00a0»\u00a0; vouliez-vous dire «\u00a0code\u00a0»\u00a0?'],
    ['another list than « codes »', 'liens: []\n', 'codes.yaml:1:1: champ inconnu «\u00a0liens\u00a0»\u00a0; champs possibles\u00a0: «\u00a0codes\u00a0»'],
    ['unreadable YAML', 'codes:\n  - provider: [JOKO\n', 'codes.yaml:'],
  ])('reports %s with its line and column', (_case, yaml, expected) => {
    const problems = check(yaml);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join('\n')).toContain(expected);
  });
});

describe('checkSiteCodesFile (what npm run check and the content build both call)', () => {
  const work = mkdtempSync(join(tmpdir(), 'codes-yaml-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('checks the folder’s codes.yaml, and accepts a folder without one', () => {
    expect(checkSiteCodesFile(work, TODAY)).toEqual([]);
    writeFileSync(join(work, 'codes.yaml'), 'codes:\n  - provider: JOKO\n    url: http://joko.com/x\n    confirmed: 2026-11-01\n');
    expect(checkSiteCodesFile(work, TODAY)).toEqual([{ file: 'codes.yaml', line: 3, column: 10, message: '«\u00a0codes[1].url\u00a0»\u00a0: «\u00a0http://joko.com/x\u00a0» n’est pas une adresse https valide (https://domaine.fr/…)' }]);
  });
});
