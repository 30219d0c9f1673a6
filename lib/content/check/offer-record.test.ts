import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ALL_EMPTY_RECORDS, EMPTY_RECORD_SOURCES, FULL_RECORD, JOKO_PAGE } from '../../../tests/helpers/offer-records';
import { writeTree } from '../../../tests/helpers/run-check';
import { checkDataFiles } from './data-files';
import { formatProblem } from '../../yaml-schema/problem';

/**
 * The offer records' rules (lib/offers/schema.ts, offer-record.ts, offer-records.ts),
 * each shown by one faulty file in an otherwise valid folder: a Joko page with its
 * offer box, Joko's full record, and a record with nothing published for every other key.
 */
const work = mkdtempSync(join(tmpdir(), 'offer-records-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const NBSP = '\u00a0';
const q = (text: string) => `«${NBSP}${text}${NBSP}»`;
const page = (title: string) => `---\ntitle: ${title}\ndescription: Page de test\nupdated: 2026-01-01\n---\n\nTexte.\n`;
const BASE = {
  'index.mdx': page('Accueil'),
  'contact.mdx': page('Contact'),
  'cashback/joko.mdx': JOKO_PAGE,
  ...ALL_EMPTY_RECORDS,
  'offres/joko.yaml': FULL_RECORD,
};

let folders = 0;
/** The lines of a folder made of BASE with some files replaced (a `null` file is removed). */
function linesOf(files: Readonly<Record<string, string | null>>, values?: Readonly<Record<string, number>>): string[] {
  const dir = join(work, `dossier-${(folders += 1)}`);
  const tree = Object.fromEntries(Object.entries({ ...BASE, ...files }).filter((entry): entry is [string, string] => entry[1] !== null));
  writeTree(dir, tree);
  const amounts = values ? { values, label: 'le document d’essai' } : undefined;
  return checkDataFiles(dir, { today: '2026-11-23', ...(amounts ? { amounts } : {}) })
    .map(formatProblem)
    .sort();
}

/** Joko's record with one change (the text replaced must be in it). */
function joko(from: string, to: string): Record<string, string> {
  if (!FULL_RECORD.includes(from)) throw new Error(`absent du modèle : ${from}`);
  return { 'offres/joko.yaml': FULL_RECORD.replace(from, to) };
}
const F = 'offres/joko.yaml';

describe('offer records', () => {
  it('accept the valid folder (so each case below fails for its own change)', () => {
    expect(linesOf({})).toEqual([]);
  });

  const CASES: readonly [string, Readonly<Record<string, string | null>>, readonly string[]][] = [
    [
      'unreadable YAML (its key then has no readable record)',
      joko('provider: JOKO', 'provider: [JOKO'),
      [
        `${F}:2:1  fichier YAML illisible${NBSP}: vérifiez ${q('champ: valeur')} et mettez entre guillemets un texte qui contient ${q(':')} ou ${q('#')}`,
        `${F}:1:1  aucune fiche pour JOKO${NBSP}: chaque clé du document de primes a la sienne (créez ce fichier)`,
      ],
    ],
    [
      'an unknown provider key',
      joko('provider: JOKO', 'provider: JOKOO'),
      [
        `${F}:1:11  ${q('provider')}${NBSP}: valeur inconnue ${q('JOKOO')}${NBSP}; vouliez-vous dire ${q('JOKO')}${NBSP}?`,
        `${F}:1:1  aucune fiche pour JOKO${NBSP}: chaque clé du document de primes a la sienne (créez ce fichier)`,
      ],
    ],
    [
      'a record not named after its key',
      { 'offres/joko.yaml': null, 'offres/joko-bis.yaml': FULL_RECORD },
      [`offres/joko-bis.yaml:1:11  la fiche de JOKO doit s’appeler offres/joko.yaml (clé en minuscules, ${q('_')} devient ${q('-')})`],
    ],
    [
      'two records for one key',
      { 'offres/joko-bis.yaml': FULL_RECORD },
      [
        `offres/joko-bis.yaml:1:11  JOKO a déjà une fiche (offres/joko.yaml)`,
        `offres/joko-bis.yaml:1:11  la fiche de JOKO doit s’appeler offres/joko.yaml (clé en minuscules, ${q('_')} devient ${q('-')})`,
      ],
    ],
    ['a key without a record', { 'offres/curve.yaml': null }, [`offres/curve.yaml:1:1  aucune fiche pour CURVE${NBSP}: chaque clé du document de primes a la sienne (créez ce fichier)`]],
    [
      'neither page nor withoutPage',
      joko('page: /cashback/joko\n', ''),
      [`${F}:1:1  ni ${q('page')} ni ${q('withoutPage')}${NBSP}: donnez la page où l’encadré de l’offre vient en premier, ou dites pourquoi le site n’en a pas`],
    ],
    ['a page that does not exist', joko('page: /cashback/joko', 'page: /cashback/jokoo'), [`${F}:2:7  ${q('page')}${NBSP}: /cashback/jokoo n’est pas une page du site`]],
    [
      'a page without the offer box',
      joko('page: /cashback/joko', 'page: /contact'),
      [`${F}:2:7  ${q('page')}${NBSP}: /contact ne montre pas l’encadré de JOKO (<ReferralBlock provider="JOKO">)`],
    ],
    [
      'withoutPage while a page shows the box',
      joko('page: /cashback/joko', 'withoutPage: "Pas de page"'),
      [`${F}:2:1  ${q('withoutPage')} alors que /cashback/joko montre l’encadré de JOKO${NBSP}: donnez ${q('page')}`],
    ],
    ['both page and withoutPage', joko('page: /cashback/joko\n', 'page: /cashback/joko\nwithoutPage: "Pas de page"\n'), [`${F}:3:14  ${q('withoutPage')}${NBSP}: en trop avec ${q('page')} (gardez l’un des deux)`]],
    [
      'a condition without a source',
      joko('      text: "à l’inscription"\n    source: aide\n', '      text: "à l’inscription"\n'),
      [`${F}:33:5  ${q('conditions[1].source')} manque`],
    ],
    [
      'a reward without a source',
      joko('    form: credit\n    source: aide\n', '    form: credit\n'),
      [`${F}:15:3  ${q('rewards.referee.source')} manque`],
    ],
    [
      'an unknown source id',
      joko('    main: true\n    source: aide', '    main: true\n    source: aides'),
      [`${F}:47:13  ${q('conditions[2]')}${NBSP}: source inconnue ${q('aides')}${NBSP}; vouliez-vous dire ${q('aide')}${NBSP}?`],
    ],
    [
      'a source id used twice',
      joko('    kind: officiel\n', '    kind: officiel\n  - id: aide\n    title: FAQ Joko\n    url: https://support.joko.com/faq\n    consulted: 2026-11-20\n    kind: officiel\n'),
      [`${F}:10:9  identifiant de source ${q('aide')} utilisé deux fois`],
    ],
    [
      'a source address cited twice',
      joko('    kind: officiel\n', '    kind: officiel\n  - id: faq\n    title: FAQ Joko\n    url: https://support.joko.com/\n    consulted: 2026-11-20\n    kind: officiel\n'),
      [`${F}:12:5  source ${q('https://support.joko.com/')} citée deux fois`, `${F}:10:9  source ${q('faq')} citée par aucun fait${NBSP}: retirez-la ou citez-la`],
    ],
    [
      'an http address',
      joko('url: https://support.joko.com/', 'url: http://support.joko.com/'),
      [`${F}:7:10  ${q('sources[1].url')}${NBSP}: ${q('http://support.joko.com/')} n’est pas une adresse https valide (https://domaine.fr/…)`],
    ],
    [
      'an unknown source kind',
      joko('kind: officiel', 'kind: officielle'),
      [`${F}:9:11  ${q('sources[1].kind')}${NBSP}: valeur inconnue ${q('officielle')}${NBSP}; vouliez-vous dire ${q('officiel')}${NBSP}?`],
    ],
    [
      'a source read in the future',
      joko('    consulted: 2026-11-20', '    consulted: 2099-01-01'),
      [`${F}:3:1  ${q('checked')} (2026-11-20) sans source consultée ce jour-là${NBSP}: ajoutez-la à ${q('sources')}, ou retirez ${q('checked')}`, `${F}:8:16  ${q('sources[1].consulted')}${NBSP}: la date 2099-01-01 est dans le futur`],
    ],
    [
      'a check date no source was read on',
      joko('checked: 2026-11-20', 'checked: 2026-11-21'),
      [`${F}:3:1  ${q('checked')} (2026-11-21) sans source consultée ce jour-là${NBSP}: ajoutez-la à ${q('sources')}, ou retirez ${q('checked')}`],
    ],
    ['an offer starting in the future', joko('  start: 2026-01-01\n  end: 2026-12-31', '  start: 2099-01-01\n  end: 2099-12-31'), [`${F}:55:10  ${q('period.start')}${NBSP}: la date 2099-01-01 est dans le futur`]],
    ['an end before the start', joko('end: 2026-12-31', 'end: 2025-12-31'), [`${F}:56:8  ${q('period.end')}${NBSP}: la fin précède le début`]],
    ['an end date that does not exist', joko('end: 2026-12-31', 'end: 2026-13-01'), [`${F}:56:8  ${q('period.end')}${NBSP}: date illisible ${q('2026-13-01')} (écrivez AAAA-MM-JJ, par exemple 2026-11-22)`]],
    ['a deadline of 0 days', joko('      days: 30', '      days: 0'), [`${F}:44:13  ${q('conditions[2].deadline.days')}${NBSP}: 0 n’est pas un nombre entier supérieur à 0`]],
    ['an amount of 0 or less', joko('    amount: 10', '    amount: -5'), [`${F}:41:13  ${q('conditions[2].amount')}${NBSP}: -5 n’est pas un montant supérieur à 0`]],
    [
      'a deadline in two forms',
      joko('      from: "l’inscription"\n', '      from: "l’inscription"\n      text: "sous un mois"\n'),
      [`${F}:46:7  ${q('text')} en trop dans ${q('conditions[2].deadline')}${NBSP}: un seul modèle à la fois (${q('unpublished')}, ou ${q('days')} et ${q('from')}, ou ${q('text')})`],
    ],
    [
      'a payout in no known form',
      joko('  text: "Sous 30 jours"\n', ''),
      [`${F}:49:1  ${q('payout.text')} manque`],
    ],
    [
      'two main conditions',
      joko('    text: "Code de parrainage saisi"\n', '    text: "Code de parrainage saisi"\n    main: true\n'),
      [`${F}:47:5  une seule condition peut porter ${q('main: true')} (celle que montrent les tableaux)`],
    ],
    [
      'a page record without a catch',
      joko('catches:\n  - text: "Un code saisi après l’inscription"\n    source: aide\n    certainty: sure\n', 'catches: []\n'),
      [`${F}:60:1  ${q('catches')} vide${NBSP}: la page de l’offre dit ce qui fait perdre la prime (au moins un piège, avec sa source)`],
    ],
    [
      'a colon in a condition',
      joko('    text: "Code de parrainage saisi"', `    text: "Code${NBSP}: saisi"`),
      [`${F}:34:5  ${q('text')} d’une condition contient ${q(':')} alors que le site l’affiche déjà après un libellé${NBSP}; écrivez une phrase (virgule, point-virgule)`],
    ],
    [
      'a look-back rule without its months',
      joko('    months: 12\n', ''),
      [`${F}:23:3  ${q('eligibility.newCustomer')}${NBSP}: ${q('months')} manque avec ${q('not-client-for')}`],
    ],
    ['a straight apostrophe', joko('"Un code saisi après l’inscription"', '"Un code saisi après l\'inscription"'), [`${F}:61:33  apostrophe droite${NBSP}: écrivez ${q('’')}`]],
    [
      'a cost of an unknown kind (the comparison reads it for « Sans frais de carte ni de compte »)',
      joko('costs: []', 'costs:\n  - text: "Frais de carte"\n    kind: carte\n    source: aide\n    certainty: sure'),
      [`${F}:61:11  ${q('costs[1].kind')}${NBSP}: valeur inconnue ${q('carte')}${NBSP}; valeurs possibles${NBSP}: ${q('card-fee')}, ${q('inactivity-fee')}, ${q('other')}`],
    ],
    [
      'a condition whose text repeats its deadline (the box says « text — deadline »)',
      joko('    text: "Code de parrainage saisi"', '    text: "Code de parrainage saisi à l’inscription"'),
      [`${F}:34:5  ${q('text')} d’une condition répète son délai ${q('à l’inscription')}, que l’encadré affiche juste après${NBSP}; retirez-le du texte`],
    ],
    [
      'a record without a programme status',
      joko('programme:\n  status: open\n  source: aide\n  certainty: sure\n', ''),
      [`${F}:1:1  ${q('programme')} manque`],
    ],
    [
      'an open programme without its source',
      joko('  status: open\n  source: aide\n  certainty: sure\n', '  status: open\n'),
      [`${F}:64:1  ${q('programme.certainty')} manque (sure, unsure)`, `${F}:64:1  ${q('programme.source')} manque`],
    ],
    [
      'an ended programme without its end date',
      joko('  status: open\n', '  status: ended\n'),
      [`${F}:64:1  ${q('programme.end')} manque`],
    ],
    [
      'a programme not found without what was looked for',
      joko('  status: open\n  source: aide\n  certainty: sure\n', '  status: not-found\n  on: 2026-11-20\n'),
      [`${F}:64:1  ${q('programme.searched')} manque`],
    ],
    [
      'a published amount where the terms pay nothing',
      joko('  sponsor:\n    unpublished: true', '  sponsor:\n    status: none\n    published:\n      value: 5\n      asOf: 2026-11-20\n      source: aide\n      certainty: sure\n    source: aide\n    certainty: sure'),
      [`${F}:22:5  ${q('rewards.sponsor.published')}${NBSP}: une prime publiée avec ${q('status: none')}, qui dit qu’il n’y en a pas (retirez l’un des deux)`],
    ],
    [
      'an answer citing an unknown source',
      joko('costs: []', 'answers:\n  income:\n    exists: false\n    source: aides\n    certainty: sure\ncosts: []'),
      [`${F}:62:13  ${q('answers.income')}${NBSP}: source inconnue ${q('aides')}${NBSP}; vouliez-vous dire ${q('aide')}${NBSP}?`],
    ],
    [
      'money to hold citing an unknown source',
      joko('costs: []', `holding:\n  amount: 300\n  months: 3\n  text: "300${NBSP}€ à laisser 3 mois"\n  source: aides\n  certainty: sure\ncosts: []`),
      [`${F}:63:11  ${q('holding')}${NBSP}: source inconnue ${q('aides')}${NBSP}; vouliez-vous dire ${q('aide')}${NBSP}?`],
    ],
    [
      'a sponsor cap and a time to keep the account open citing unknown sources',
      joko('costs: []', 'sponsorCap:\n  count: 10\n  per: year\n  source: aides\n  certainty: sure\nkeepOpen:\n  months: 12\n  source: aider\n  certainty: sure\ncosts: []'),
      [
        `${F}:62:11  ${q('sponsorCap')}${NBSP}: source inconnue ${q('aides')}${NBSP}; vouliez-vous dire ${q('aide')}${NBSP}?`,
        `${F}:66:11  ${q('keepOpen')}${NBSP}: source inconnue ${q('aider')}${NBSP}; vouliez-vous dire ${q('aide')}${NBSP}?`,
      ],
    ],
    [
      'a cost with its amount citing an unknown source',
      joko('costs: []', 'costs:\n  - text: "Frais de carte"\n    kind: card-fee\n    amount: 9\n    per: month\n    source: aides\n    certainty: sure'),
      [`${F}:64:13  ${q('costs[1]')}${NBSP}: source inconnue ${q('aides')}${NBSP}; vouliez-vous dire ${q('aide')}${NBSP}?`],
    ],
    [
      'the same sentence twice in one box (a catch repeating a condition)',
      joko('costs: []', 'costs:\n  - text: "Code de parrainage saisi."\n    source: aide\n    certainty: sure'),
      [`${F}:60:5  ${q('costs[1].text')} répète mot pour mot ${q('conditions[1].text')}${NBSP}: l’encadré dirait deux fois la même phrase`],
    ],
    [
      'an answer « no fees » beside a sure fee of the same record',
      joko(
        'costs: []',
        'answers:\n  fees:\n    exists: false\n    source: aide\n    certainty: sure\ncosts:\n  - text: "Frais d’inactivité"\n    kind: inactivity-fee\n    source: aide\n    certainty: sure',
      ),
      [
        `${F}:61:13  ${q('answers.fees')} dit ${q('ni frais de carte ni frais de compte')}, mais ${q('costs')} cite, de source sûre, ${q('Frais d’inactivité')}${NBSP}; corrigez l’un ou l’autre`,
      ],
    ],
  ];

  it.each(CASES)('refuse %s, with its line and column', (_name, files, expected) => {
    expect(linesOf(files)).toEqual([...expected].sort());
  });
});

describe('the numbers and the facts agree', () => {
  const UNPAID = {
    ...joko('    status: paid\n    form: credit\n', '    status: none\n'),
    'offres/widilo.yaml': ALL_EMPTY_RECORDS['offres/widilo.yaml']?.replace(
      '  sponsor:\n    unpublished: true',
      '  sponsor:\n    status: none\n    source: aide\n    certainty: sure',
    )
      .replace(EMPTY_RECORD_SOURCES, 'sources:\n  - id: aide\n    title: Aide Widilo\n    url: https://www.widilo.fr/faq\n    consulted: 2026-11-20\n    kind: officiel') ?? '',
  };

  it('names the offer and the key of every amount paid where a record says none is', () => {
    expect(linesOf(UNPAID, { PRIME_FILLEUL_JOKO: 5, PRIME_PARRAIN_JOKO: 5, PRIME_PARRAIN_WIDILO: 3, PRIME_FILLEUL_WIDILO: 3 })).toEqual([
      `${F}:16:13  JOKO${NBSP}: PRIME_FILLEUL_JOKO vaut 5 dans le document d’essai alors que la fiche dit ${q('aucune prime')} pour le filleul${NBSP}; mettez 0, ou corrigez la fiche`,
      `offres/widilo.yaml:13:13  WIDILO${NBSP}: PRIME_PARRAIN_WIDILO vaut 3 dans le document d’essai alors que la fiche dit ${q('aucune prime')} pour le parrain${NBSP}; mettez 0, ou corrigez la fiche`,
    ]);
  });

  it('names an amount other than the one a sure source publishes, and any amount for a programme that ended or was not found', () => {
    const published = joko('    form: credit\n', '    form: credit\n    published:\n      value: 5\n      asOf: 2026-11-20\n      source: aide\n      certainty: sure\n');
    const curveNotFound = {
      'offres/curve.yaml':
        ALL_EMPTY_RECORDS['offres/curve.yaml']?.replace(
          'programme:\n  status: open\n  source: aide\n  certainty: unsure\n',
          'programme:\n  status: not-found\n  searched: "un programme de parrainage Curve ouvert en France"\n  on: 2026-11-20\n  source: aide\n  certainty: sure\n',
        ) ?? '',
    };
    expect(linesOf({ ...published, ...curveNotFound }, { PRIME_FILLEUL_JOKO: 3, PRIME_FILLEUL_CURVE: 5, PRIME_PARRAIN_CURVE: 0 })).toEqual([
      `offres/curve.yaml:18:11  CURVE${NBSP}: PRIME_FILLEUL_CURVE vaut 5 dans le document d’essai alors que la fiche dit le programme introuvable (${q('status: not-found')})${NBSP}; mettez 0, ou corrigez la fiche`,
      `${F}:16:13  JOKO${NBSP}: PRIME_FILLEUL_JOKO vaut 3 dans le document d’essai alors que les conditions publiées (sûres) donnent 5 pour le filleul${NBSP}; alignez le document, ou corrigez ${q('published')} dans la fiche`,
    ]);
    // The published amount itself, or an unsure one, is no disagreement.
    expect(linesOf(published, { PRIME_FILLEUL_JOKO: 5 })).toEqual([]);
    expect(linesOf({ 'offres/joko.yaml': published['offres/joko.yaml']?.replace('      certainty: sure\n', '      certainty: unsure\n') ?? '' }, { PRIME_FILLEUL_JOKO: 3 })).toEqual([]);
  });

  it('accepts 0 or a missing key, and says nothing without a document (the content build)', () => {
    expect(linesOf(UNPAID, { PRIME_FILLEUL_JOKO: 0, PRIME_PARRAIN_JOKO: 5 })).toEqual([]);
    expect(linesOf(UNPAID)).toEqual([]);
  });
});
