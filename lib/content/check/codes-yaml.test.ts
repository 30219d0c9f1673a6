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
    ['an unknown provider, with the nearest one', 'codes:\n  - provider: FORTUNEO_GLOD\n    code: A1\n    confirmed: 2026-11-01\n', 'codes.yaml:2:15: prestataire inconnu « FORTUNEO_GLOD »\u00a0; vouliez-vous dire FORTUNEO_GOLD\u00a0?'],
    ['an empty code', 'codes:\n  - provider: JOKO\n    code: ""\n    confirmed: 2026-11-01\n', 'codes.yaml:3:11: « code » vide'],
    ['a code with a space', 'codes:\n  - provider: JOKO\n    code: AB 12\n    confirmed: 2026-11-01\n', 'codes.yaml:3:11: code « AB 12 » invalide'],
    ['a malformed address', 'codes:\n  - provider: JOKO\n    url: http://joko.com/x\n    confirmed: 2026-11-01\n', 'codes.yaml:3:10: « http://joko.com/x » n’est pas une adresse https valide'],
    ['an address with credentials', 'codes:\n  - provider: JOKO\n    url: https://a:b@joko.com/x\n    confirmed: 2026-11-01\n', 'codes.yaml:3:10: « https://a:b@joko.com/x » n’est pas une adresse https valide'],
    ['neither code nor link', 'codes:\n  - provider: JOKO\n    confirmed: 2026-11-01\n', 'codes.yaml:2:5: ni « code » ni « url »'],
    ['no confirmation date', 'codes:\n  - provider: JOKO\n    code: A1\n', 'codes.yaml:2:5: « confirmed » manquant'],
    ['a date in the future', 'codes:\n  - provider: JOKO\n    code: A1\n    confirmed: 2027-01-01\n', 'codes.yaml:4:16: date « 2027-01-01 » dans le futur'],
    ['a duplicate provider', 'codes:\n  - provider: JOKO\n    code: A1\n    confirmed: 2026-11-01\n  - provider: JOKO\n    code: B2\n    confirmed: 2026-11-01\n', 'codes.yaml:5:15: JOKO a déjà une entrée (ligne 2)'],
    ['an unknown field', 'codes:\n  - provider: JOKO\n    cod: A1\n    code: A1\n    confirmed: 2026-11-01\n', 'codes.yaml:3:5: champ inconnu « cod »\u00a0; vouliez-vous dire code\u00a0?'],
    ['a list missing', 'liens: []\n', 'codes.yaml:1:1: le fichier doit contenir une liste « codes: »'],
    ['unreadable YAML', 'codes:\n  - provider: [JOKO\n', 'codes.yaml:'],
  ])('reports %s with its line and column', (_case, yaml, expected) => {
    const problems = check(yaml);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toContain(expected);
  });
});

describe('checkSiteCodesFile (what npm run check and the content build both call)', () => {
  const work = mkdtempSync(join(tmpdir(), 'codes-yaml-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('checks the folder’s codes.yaml, and accepts a folder without one', () => {
    expect(checkSiteCodesFile(work, TODAY)).toEqual([]);
    writeFileSync(join(work, 'codes.yaml'), 'codes:\n  - provider: JOKO\n    url: http://joko.com/x\n    confirmed: 2026-11-01\n');
    expect(checkSiteCodesFile(work, TODAY)).toEqual([{ file: 'codes.yaml', line: 3, column: 10, message: '« http://joko.com/x » n’est pas une adresse https valide' }]);
  });
});
