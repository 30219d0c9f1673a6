import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPrimeHistoryFile, readPrimeHistory } from './check';

const TODAY = '2026-11-23';
/** As "file:line:column: message", so each expectation names the spot. */
const check = (yaml: string) =>
  readPrimeHistory(yaml, TODAY).problems.map((problem) => `${problem.file}:${problem.line}:${problem.column}: ${problem.message}`);

const VALID = `project: "parrainage-malin"
since: "2026-11-20T09:00:00.000Z"
seen:
  updatedAt: "2026-11-21T09:30:00.5Z"
  values:
    PRIME_PARRAIN_BOURSOBANK: 150
    PRIME_FILLEUL_BOURSOBANK: 50
changes:
  - key: "PRIME_PARRAIN_BOURSOBANK"
    old: 80
    new: 150
    updatedAt: "2026-11-21T09:30:00.5Z"
    recordedAt: "2026-11-22T06:00:00.000Z"
`;
/** A second change, for the rules between entries. */
const JOKO = (updatedAt: string) =>
  `  - key: "PRIME_FILLEUL_JOKO"\n    new: 2\n    updatedAt: "${updatedAt}"\n    recordedAt: "2026-11-22T06:00:00.000Z"\n`;
const withJoko = (updatedAt: string, seenAt = '2026-11-21T09:30:00.5Z') =>
  VALID.replace('    PRIME_FILLEUL_BOURSOBANK: 50\n', '    PRIME_FILLEUL_BOURSOBANK: 50\n    PRIME_FILLEUL_JOKO: 2\n').replace(
    'updatedAt: "2026-11-21T09:30:00.5Z"\n  values',
    `updatedAt: "${seenAt}"\n  values`,
  ) + JOKO(updatedAt);

describe('readPrimeHistory (content/historique-primes.yaml)', () => {
  it('accepts a baseline with no change yet, and a log with changes', () => {
    expect(
      check(
        'project: "parrainage-malin"\nsince: "2026-11-20T09:00:00Z"\nseen:\n  updatedAt: "2026-11-20T08:00:00.123456Z"\n  values:\n    PRIME_FILLEUL_JOKO: 2\nchanges: []\n',
      ),
    ).toEqual([]);
    expect(check(VALID)).toEqual([]);
    expect(check(withJoko('2026-11-21T10:00:00Z', '2026-11-21T10:00:00Z'))).toEqual([]);
    expect(readPrimeHistory(VALID, TODAY).history?.changes).toEqual([
      { key: 'PRIME_PARRAIN_BOURSOBANK', old: 80, new: 150, updatedAt: '2026-11-21T09:30:00.5Z', recordedAt: '2026-11-22T06:00:00.000Z' },
    ]);
  });

  it.each([
    [
      'an unknown key in a change, with the nearest one',
      VALID.replace('key: "PRIME_PARRAIN_BOURSOBANK"', 'key: "PRIME_PARRAIN_BOURSOBANQ"'),
      'historique-primes.yaml:9:10: «\u00a0changes[1].key\u00a0»\u00a0: valeur inconnue «\u00a0PRIME_PARRAIN_BOURSOBANQ\u00a0»\u00a0; vouliez-vous dire «\u00a0PRIME_PARRAIN_BOURSOBANK\u00a0»\u00a0?',
    ],
    [
      'an unknown key among the last values seen',
      VALID.replace('    PRIME_FILLEUL_BOURSOBANK: 50', '    PRIME_FILLEUL_BOURSO: 50'),
      'historique-primes.yaml:7:5: champ inconnu «\u00a0PRIME_FILLEUL_BOURSO\u00a0» dans «\u00a0seen.values\u00a0»\u00a0; vouliez-vous dire «\u00a0PRIME_FILLEUL_BOURSOBANK\u00a0»\u00a0?',
    ],
    [
      'an amount that is not a number',
      VALID.replace('new: 150', 'new: "150 €"'),
      'historique-primes.yaml:11:10: «\u00a0changes[1].new\u00a0» doit être un nombre',
    ],
    [
      'a change with neither old nor new',
      VALID.replace('    old: 80\n    new: 150\n', ''),
      'historique-primes.yaml:9:5: «\u00a0changes[1]\u00a0»\u00a0: ni «\u00a0old\u00a0» ni «\u00a0new\u00a0»',
    ],
    [
      'a change that changes nothing',
      VALID.replace('old: 80', 'old: 150'),
      'historique-primes.yaml:9:5: «\u00a0changes[1]\u00a0»\u00a0: «\u00a0old\u00a0» et «\u00a0new\u00a0» valent tous deux 150\u00a0€',
    ],
    [
      'a malformed time',
      VALID.replace('updatedAt: "2026-11-21T09:30:00.5Z"\n    recordedAt', 'updatedAt: "21/11/2026"\n    recordedAt'),
      'historique-primes.yaml:12:16: «\u00a0changes[1].updatedAt\u00a0»\u00a0: heure ISO 8601 en UTC attendue',
    ],
    [
      'a time in the future',
      VALID.replace('recordedAt: "2026-11-22T06:00:00.000Z"', 'recordedAt: "2026-11-24T00:00:00Z"'),
      'historique-primes.yaml:13:17: heure «\u00a02026-11-24T00:00:00Z\u00a0» dans le futur',
    ],
    [
      'changes out of order',
      withJoko('2026-11-21T09:00:00Z'),
      'historique-primes.yaml:15:5: «\u00a0changes[2]\u00a0»\u00a0: évolution hors d’ordre\u00a0: elle précède changes[1]',
    ],
    [
      'the same key twice at the same time',
      VALID +
        '  - key: "PRIME_PARRAIN_BOURSOBANK"\n    old: 80\n    new: 150\n    updatedAt: "2026-11-21T09:30:00.5Z"\n    recordedAt: "2026-11-22T06:00:00.000Z"\n',
      'historique-primes.yaml:14:5: «\u00a0changes[2]\u00a0»\u00a0: PRIME_PARRAIN_BOURSOBANK a déjà une évolution à l’heure 2026-11-21T09:30:00.5Z (changes[1])',
    ],
    [
      'last values that contradict the last change',
      VALID.replace('PRIME_PARRAIN_BOURSOBANK: 150', 'PRIME_PARRAIN_BOURSOBANK: 80'),
      'historique-primes.yaml:3:1: «\u00a0seen\u00a0»\u00a0: retient 80\u00a0€ pour PRIME_PARRAIN_BOURSOBANK, mais sa dernière évolution donne 150\u00a0€',
    ],
    ['an unknown field', VALID.replace('    old: 80', '    ancien: 80'), 'historique-primes.yaml:10:5: champ inconnu «\u00a0ancien\u00a0»'],
    [
      'no start of tracking',
      VALID.replace('since: "2026-11-20T09:00:00.000Z"\n', ''),
      'historique-primes.yaml:1:1: «\u00a0since\u00a0» manque',
    ],
    [
      'a malformed project',
      VALID.replace('project: "parrainage-malin"', 'project: "Parrainage Malin"'),
      'historique-primes.yaml:1:10: «\u00a0project\u00a0»\u00a0: identifiant de projet Firebase malformé',
    ],
    ['unreadable YAML', 'since: [\n', 'historique-primes.yaml:'],
  ])('reports %s with its line and column', (_case, yaml, expected) => {
    const problems = check(yaml);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toContain(expected);
    expect(readPrimeHistory(yaml, TODAY).history).toBeUndefined();
  });
});

describe('checkPrimeHistoryFile (what npm run check and the content build both call)', () => {
  const work = mkdtempSync(join(tmpdir(), 'prime-history-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('checks the folder’s log, and accepts a folder that has none yet', () => {
    expect(checkPrimeHistoryFile(work, TODAY)).toEqual([]);
    writeFileSync(join(work, 'historique-primes.yaml'), VALID.replace('new: 150', 'new: "150 €"'));
    expect(checkPrimeHistoryFile(work, TODAY)).toEqual([
      {
        file: 'historique-primes.yaml',
        line: 11,
        column: 10,
        message: '«\u00a0changes[1].new\u00a0» doit être un nombre',
      },
    ]);
  });
});
