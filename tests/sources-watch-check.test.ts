import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSourcesWatch } from '../lib/content/check/sources-watch';
import { ALL_EMPTY_RECORDS, FULL_RECORD, JOKO_PAGE } from './helpers/offer-records';
import { runCheckCli, writeTree } from './helpers/run-check';

/**
 * `npm run check` and content/sources-watch.yaml: the file is checked like the other data
 * files, and a record whose official source changed after its check date is named, with
 * the source and the day, as a record to re-check, without failing the check.
 */
const work = mkdtempSync(join(tmpdir(), 'sources-watch-check-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const NBSP = '\u00a0';
const page = (title: string) => `---\ntitle: ${title}\ndescription: Page de test\nupdated: 2026-01-01\n---\n\nTexte.\n`;
const FOLDER = {
  'index.mdx': page('Accueil'),
  'contact.mdx': page('Contact'),
  'cashback/joko.mdx': JOKO_PAGE,
  ...ALL_EMPTY_RECORDS,
  // Joko's record was checked on 2026-11-20 against https://support.joko.com/ (tests/helpers/offer-records.ts).
  'offres/joko.yaml': FULL_RECORD,
};
const watchFile = (entry: string) => `sources:\n${entry}`;
const CHANGED = watchFile(
  [
    '  - url: https://support.joko.com/',
    '    records: [JOKO]',
    '    read: 2026-11-25',
    `    fingerprint: ${'a'.repeat(64)}`,
    '    since: 2026-11-10',
    '    changed: 2026-11-25',
    '',
  ].join('\n'),
);

describe('npm run check and the watch of the official sources', () => {
  it('names a record whose official source changed after its check, and still passes', async () => {
    const dir = join(work, 'changed');
    writeTree(dir, { ...FOLDER, 'sources-watch.yaml': CHANGED });
    const { status, stdout } = await runCheckCli([dir]);
    expect(stdout).toContain(
      `offres/joko.yaml:1:1  à revérifier${NBSP}: la source «${NBSP}aide${NBSP}» (https://support.joko.com/) a changé le 25 novembre 2026, après la vérification du 20 novembre 2026`,
    );
    expect(stdout.trim().split('\n').at(-1)).toMatch(/^Aucun problème/);
    expect(status).toBe(0);
  });

  it('says nothing of a change before the check', async () => {
    const dir = join(work, 'before');
    writeTree(dir, { ...FOLDER, 'sources-watch.yaml': CHANGED.replace('changed: 2026-11-25', 'changed: 2026-11-15') });
    const { status, stdout } = await runCheckCli([dir]);
    expect(stdout).not.toContain('à revérifier');
    expect(status).toBe(0);
  });

  it('refuses a damaged file, with the line of each problem', () => {
    const dir = join(work, 'damaged');
    writeTree(dir, {
      'sources-watch.yaml': watchFile(
        [
          '  - url: support.joko.com',
          '    records: [JOKOO]',
          '    read: 2099-01-01',
          '    fingerprint: abc',
          '    failure: { reason: lost, since: 2026-11-20 }',
          '    colour: blue',
          '',
        ].join('\n'),
      ),
    });
    const messages = readSourcesWatch(dir, '2026-11-26').problems.map((problem) => `${problem.line}: ${problem.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/«\u00a0sources\[1\]\.url\u00a0»\u00a0: adresse http\(s\) attendue/),
        expect.stringContaining('clé inconnue «\u00a0JOKOO\u00a0»'),
        expect.stringContaining('empreinte SHA-256 attendue'),
        expect.stringContaining('«\u00a0sources[1].failure.reason\u00a0»'),
        expect.stringContaining('champ inconnu «\u00a0colour\u00a0»'),
      ]),
    );
  });

  it('refuses a day after today, naming the field', () => {
    const dir = join(work, 'future');
    writeTree(dir, { 'sources-watch.yaml': CHANGED.replace('read: 2026-11-25', 'read: 2099-01-01') });
    expect(readSourcesWatch(dir, '2026-11-26').problems.map((problem) => `${problem.line}: ${problem.message}`)).toEqual([
      `4: «${NBSP}sources[1].read${NBSP}»${NBSP}: la date 2099-01-01 est dans le futur`,
    ]);
  });

  it('accepts a failing source that keeps its last reading, with its first and last day', () => {
    const dir = join(work, 'failing');
    const entry = (failure: string) =>
      watchFile(
        [
          '  - url: https://support.joko.com/',
          '    records: [JOKO]',
          '    read: 2026-11-20',
          `    fingerprint: ${'a'.repeat(64)}`,
          '    since: 2026-11-10',
          `    failure: ${failure}`,
          '',
        ].join('\n'),
      );
    for (const failure of [
      '{ reason: robots-unreachable, cause: timeout, first: 2026-11-21, last: 2026-11-26 }',
      '{ reason: robots-unreachable, status: 503, first: 2026-11-21, last: 2026-11-26 }',
      '{ reason: robots-refused, first: 2026-11-21, last: 2026-11-21 }',
      '{ reason: unreachable, cause: network, first: 2026-11-20, last: 2026-11-26 }',
      '{ reason: http, status: 404, first: 2026-11-21, last: 2026-11-26 }',
    ]) {
      writeTree(dir, { 'sources-watch.yaml': entry(failure) });
      expect(readSourcesWatch(dir, '2026-11-26').problems).toEqual([]);
    }
    // Never read at all: no reading, only the failure.
    writeTree(dir, {
      'sources-watch.yaml': watchFile(
        '  - url: https://support.joko.com/\n    records: [JOKO]\n    failure: { reason: robots-refused, first: 2026-11-21, last: 2026-11-26 }\n',
      ),
    });
    const { problems, state } = readSourcesWatch(dir, '2026-11-26');
    expect(problems).toEqual([]);
    expect(state.sources).toEqual([
      {
        url: 'https://support.joko.com/',
        records: ['JOKO'],
        failure: { reason: 'robots-refused', first: '2026-11-21', last: '2026-11-26' },
      },
    ]);
  });

  it('refuses dates that contradict each other, a failure without what its reason needs, and the old shape, naming the field', () => {
    const dir = join(work, 'incoherent');
    const source = (lines: readonly string[]) => ['  - url: https://support.joko.com/', '    records: [JOKO]', ...lines].join('\n');
    writeTree(dir, {
      'sources-watch.yaml': watchFile(
        [
          source([
            '    read: 2026-11-24',
            `    fingerprint: ${'a'.repeat(64)}`,
            '    failure: { reason: http, status: 404, first: 2026-11-22, last: 2026-11-21 }',
          ]),
          source(['    read: 2026-11-10', '    since: 2026-11-12', '    changed: 2026-11-11']),
          source(['    failure: { reason: http, first: 2026-11-20, last: 2026-11-21 }']),
          source(['    failure: { reason: robots-unreachable, first: 2026-11-20, last: 2026-11-21 }']),
          source(['    failure: { reason: unreachable, cause: too-large, first: 2026-11-20, last: 2026-11-21 }']),
          source(['    read: 2026-11-10', '    failure: { reason: robots, since: 2026-11-20 }']),
          '',
        ].join('\n'),
      ),
    });
    const messages = readSourcesWatch(dir, '2026-11-26').problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`);
    const nbsp = (text: string) =>
      text.replaceAll(' :', `${NBSP}:`).replaceAll(' ;', `${NBSP};`).replaceAll('« ', `«${NBSP}`).replaceAll(' »', `${NBSP}»`);
    for (const expected of [
      'sources-watch.yaml:6: « sources[1].failure » : « last » (2026-11-21) avant « first » (2026-11-22) : un échec finit après avoir commencé',
      'sources-watch.yaml:4: « sources[1].read » : le 2026-11-24, après le premier jour de l’échec (2026-11-22) : une lecture réussie aurait mis fin à l’échec',
      'sources-watch.yaml:7: « sources[2] » : « read » et « fingerprint » vont ensemble : une lecture réussie donne toujours une empreinte',
      'sources-watch.yaml:10: « sources[2].since » : le 2026-11-12, après « read » (2026-11-10) : la première lecture ne suit pas la dernière',
      'sources-watch.yaml:11: « sources[2].changed » : le 2026-11-11, avant « since » (2026-11-12) : rien ne change avant la première lecture',
      'sources-watch.yaml:14: « sources[3].failure » : « reason » « http » sans « status » : le code de l’erreur',
      'sources-watch.yaml:17: « sources[4].failure » : « reason » « robots-unreachable » : « status » (l’erreur du serveur) ou « cause », l’un des deux',
      'sources-watch.yaml:20: « sources[5].failure » : « cause » : valeurs possibles pour « unreachable » « timeout », « network »',
      // The old shape of a failure (« since » instead of « first » and « last »), refused by the schema.
      'sources-watch.yaml:24: champ inconnu « since » dans « sources[6].failure » ; champs possibles : « reason », « status », « cause », « first », « last »',
    ])
      expect(messages).toContain(nbsp(expected));
  });

  it('names an amount the official page gives differently, with the page, the day and the key, and still passes', async () => {
    const dir = join(work, 'amount-different');
    // Joko's referee and sponsor both get 5 € in the default document (lib/primes/default-document.json).
    const amounts = [
      '    amounts:',
      '      - { key: PRIME_FILLEUL_JOKO, amount: 5, status: different, page: 10 }',
      '      - { key: PRIME_PARRAIN_JOKO, amount: 5, status: found }',
      '',
    ].join('\n');
    writeTree(dir, { ...FOLDER, 'sources-watch.yaml': CHANGED.replace('changed: 2026-11-25\n', 'changed: 2026-11-15\n') + amounts });
    const { status, stdout } = await runCheckCli([dir]);
    expect(stdout).toContain(
      `offres/joko.yaml:1:1  montant à revoir${NBSP}: le 25 novembre 2026, https://support.joko.com/ donnait 10${NBSP}€ là où lib/primes/default-document.json donne 5${NBSP}€ pour le filleul (PRIME_FILLEUL_JOKO)${NBSP}; vérifiez la page, puis corrigez le document ou la fiche`,
    );
    // A confirmed amount is no news for the owner.
    expect(stdout).not.toContain('PRIME_PARRAIN_JOKO');
    expect(stdout.trim().split('\n').at(-1)).toMatch(/^Aucun problème/);
    expect(status).toBe(0);
  });

  it('refuses a damaged amount, naming the field, in French', () => {
    const dir = join(work, 'amount-damaged');
    writeTree(dir, {
      'sources-watch.yaml': watchFile(
        [
          '  - url: https://support.joko.com/',
          '    records: [JOKO]',
          '    read: 2026-11-25',
          `    fingerprint: ${'a'.repeat(64)}`,
          '    amounts:',
          '      - { key: PRIME_FILLEUL_JOKOO, amount: 5, status: found }',
          '      - { key: PRIME_PARRAIN_JOKO, amount: 5, status: different }',
          '      - { key: PRIME_FILLEUL_JOKO, amount: 5, status: found, page: 10 }',
          '      - { key: PRIME_FILLEUL_JOKO, amount: -5, status: seen }',
          '      - { key: PRIME_PARRAIN_JOKO, amount: 5, status: different, page: 5 }',
          '  - url: https://www.exemple.fr/aide',
          '    records: [N26]',
          '    failure: { reason: robots-refused, first: 2026-11-21, last: 2026-11-26 }',
          '    amounts: [{ key: PRIME_PARRAIN_N26, amount: 15, status: found }]',
          '',
        ].join('\n'),
      ),
    });
    const messages = readSourcesWatch(dir, '2026-11-26').problems.map((problem) => `${problem.line}: ${problem.message}`);
    const nbsp = (text: string) =>
      text
        .replaceAll(' ?', `${NBSP}?`)
        .replaceAll(' :', `${NBSP}:`)
        .replaceAll(' ;', `${NBSP};`)
        .replaceAll('« ', `«${NBSP}`)
        .replaceAll(' »', `${NBSP}»`);
    for (const expected of [
      '7: « sources[1].amounts[1].key » : clé de montant inconnue « PRIME_FILLEUL_JOKOO » ; vouliez-vous dire « PRIME_FILLEUL_JOKO » ?',
      '8: « sources[1].amounts[2].page » : « status » « different » sans « page » : le montant que donne la page',
      '9: « sources[1].amounts[3].page » : en trop avec « status: found » : seul un montant « different » a celui de la page',
      '10: « sources[1].amounts[4].amount » : -5 n’est pas un montant supérieur à 0',
      '10: « sources[1].amounts[4].status » : valeur inconnue « seen » ; valeurs possibles : « found », « absent », « different »',
      '11: « sources[1].amounts[5].page » : 5, le montant cherché lui-même : un montant « different » est un autre montant',
      '15: « sources[2].amounts » : sans « read » : les montants se cherchent dans le texte d’une lecture réussie',
    ])
      expect(messages).toContain(nbsp(expected));
  });

  it('refuses an amount looked for twice in one address, and one of a record that does not cite it', () => {
    const dir = join(work, 'amount-twice');
    writeTree(dir, {
      'sources-watch.yaml':
        CHANGED +
        [
          '    amounts:',
          '      - { key: PRIME_FILLEUL_JOKO, amount: 5, status: found }',
          '      - { key: PRIME_FILLEUL_JOKO, amount: 5, status: absent }',
          '      - { key: PRIME_PARRAIN_N26, amount: 15, status: found }',
          '',
        ].join('\n'),
    });
    expect(readSourcesWatch(dir, '2026-11-26').problems.map((problem) => `${problem.line}: ${problem.message}`)).toEqual([
      `10: «${NBSP}sources[1].amounts[2].key${NBSP}»${NBSP}: «${NBSP}PRIME_FILLEUL_JOKO${NBSP}» déjà cherché dans cette adresse`,
      `11: «${NBSP}sources[1].amounts[3].key${NBSP}»${NBSP}: «${NBSP}PRIME_PARRAIN_N26${NBSP}» n’est pas un montant des fiches qui citent l’adresse («${NBSP}JOKO${NBSP}»)`,
    ]);
  });
});
