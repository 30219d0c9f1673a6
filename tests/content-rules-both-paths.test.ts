import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compile } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import { VFile } from 'vfile';
import { afterAll, describe, expect, it } from 'vitest';
import { remarkPluginsFor } from '../contentlayer.config';
import { runCheck } from '../lib/content/check/cli';
import { checkDataFiles } from '../lib/content/check/data-files';
import { formatProblem } from '../lib/yaml-schema/problem';
import { contentFiles } from '../lib/content/check/site';
import { offerFileOf } from '../lib/content-files';
import type { Provider } from '../lib/primes/providers';
import { runContentBuild } from '../scripts/lib/content-build.mjs';
import { ALL_EMPTY_RECORDS, EMPTY_RECORD_SOURCES, emptyRecord } from './helpers/offer-records';
import { ROOT, writeTree } from './helpers/run-check';

/**
 * One copy of each content rule: every faulty input below goes through the two
 * paths a page can take, `npm run check` (runCheck, what scripts/check-content.mjs
 * runs) and the content build (the remark plugins contentlayer.config.ts gives the
 * MDX compiler, then the data files' check its onSuccess calls: codes.yaml and the
 * offer records), and both must give
 * the same lines. One real `contentlayer2 build` of all the inputs at once then
 * shows the build prints those very lines.
 */
const work = mkdtempSync(join(tmpdir(), 'content-both-paths-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const NBSP = '\u00a0';
const q = (text: string) => `«${NBSP}${text}${NBSP}»`;
const page = (frontmatter: readonly string[]) => ['---', ...frontmatter, '---', '', 'Texte.', ''].join('\n');
/** Two valid pages around each input, so that every problem is the input's own. */
const VALID = {
  'index.mdx': page(['title: Accueil', 'description: Page de test', 'updated: 2026-01-01']),
  'contact.mdx': page(['title: Contact', 'description: Nous écrire', 'updated: 2026-01-01']),
};

/** A cashback portal: its own lines start at line 8. */
const portal = (...lines: string[]) =>
  page([
    'title: Joko',
    'description: Un portail',
    'name: Joko',
    'provider: JOKO',
    'updated: 2026-01-01',
    'officialUrl: https://www.joko.com/',
    ...lines,
  ]);
const source = ({ url = 'https://support.joko.com/', consulted = '2026-01-01', kind = 'officiel' } = {}) => [
  '  - title: Aide Joko',
  `    url: ${url}`,
  `    consulted: ${consulted}`,
  `    kind: ${kind}`,
];
const CARD = page([
  'title: Carte',
  'description: Une carte',
  'name: Carte',
  'network: Visa',
  'fee: Gratuite',
  'incomeCondition: Aucune',
  'paymentLimit: Aucun',
  'withdrawalLimit: Aucun',
  'feesAbroad: Aucun',
  'insurance: Aucune',
  'officialUrl: https://www.exemple.fr/',
  'updated: 2026-01-01',
]);
const notHttps = (field: string, url: string) => `${q(field)}${NBSP}: ${q(url)} n’est pas une adresse https valide (https://domaine.fr/…)`;

/**
 * A case's offer record: an empty one changed. A folder with records must have one per
 * key, so the other keys' empty records are added around it (withRecords); each case
 * changes its own key, so that the real build of every case at once holds each of them.
 */
function records(provider: Provider, changes: readonly (readonly [string, string])[]): Record<string, string> {
  const changed = changes.reduce((text, [from, to]) => {
    if (!text.includes(from)) throw new Error(`absent de la fiche vide : ${from}`);
    return text.replace(from, to);
  }, emptyRecord(provider));
  return { [offerFileOf(provider)]: changed };
}
const withRecords = (files: Readonly<Record<string, string>>) =>
  Object.keys(files).some((path) => path.startsWith('offres/')) ? { ...ALL_EMPTY_RECORDS, ...files } : files;
const SOURCE = [
  EMPTY_RECORD_SOURCES,
  'sources:\n  - id: aide\n    title: Aide\n    url: https://www.exemple.fr/aide\n    consulted: 2026-01-01\n    kind: officiel',
] as const;
const CATCH = ['catches: []', 'catches:\n  - text: "Un code saisi trop tard"\n    source: aide\n    certainty: sure'] as const;
/** A record's one condition; `source: null` leaves its source out. */
const condition = (text: string, deadline: string, source: string | null = 'aide') =>
  [
    'conditions: []',
    `conditions:\n  - kind: other\n    text: "${text}"\n    deadline:\n${deadline}\n${source === null ? '' : `    source: ${source}\n`}    certainty: sure`,
  ] as const;

/** [case, files of the input (each case its own paths), the lines both paths must print]. */
const CASES: readonly [string, Readonly<Record<string, string>>, readonly string[]][] = [
  [
    'an address with an identifier (@)',
    { 'cashback/arobase.mdx': portal().replace('https://www.joko.com/', 'https://a:b@www.joko.com/') },
    [`cashback/arobase.mdx:7:14  ${notHttps('officialUrl', 'https://a:b@www.joko.com/')}`],
  ],
  [
    'a source address with an identifier (@)',
    { 'cashback/source-arobase.mdx': portal('sources:', ...source({ url: 'https://nom@support.joko.com/' })) },
    [`cashback/source-arobase.mdx:10:10  ${notHttps('url', 'https://nom@support.joko.com/')}`],
  ],
  [
    'an http address',
    { 'cashback/http.mdx': portal('sources:', ...source({ url: 'http://support.joko.com/' })) },
    [`cashback/http.mdx:10:10  ${notHttps('url', 'http://support.joko.com/')}`],
  ],
  [
    'lastChecked without a source read that day',
    { 'cashback/verifie.mdx': portal('lastChecked: 2026-01-02', 'sources:', ...source()) },
    [
      `cashback/verifie.mdx:8:1  ${q('lastChecked')} (2026-01-02) sans source consultée ce jour-là${NBSP}: ajoutez-la à ${q('sources')}, ou retirez ${q('lastChecked')} (la page dira ${q('mise à jour le')})`,
    ],
  ],
  [
    'a source cited twice',
    { 'cashback/deux-fois.mdx': portal('sources:', ...source(), ...source()) },
    [`cashback/deux-fois.mdx:14:5  source ${q('https://support.joko.com/')} citée deux fois`],
  ],
  [
    'a source consulted in the future',
    { 'cashback/futur.mdx': portal('sources:', ...source({ consulted: '2099-01-01' })) },
    [`cashback/futur.mdx:11:16  ${q('consulted')}${NBSP}: la date 2099-01-01 est dans le futur`],
  ],
  [
    'an unknown source kind',
    { 'cashback/genre.mdx': portal('sources:', ...source({ kind: 'officielle' })) },
    [
      `cashback/genre.mdx:12:11  ${q('kind')}${NBSP}: valeur inconnue ${q('officielle')}${NBSP}; vouliez-vous dire ${q('officiel')}${NBSP}?`,
    ],
  ],
  [
    'a colon in an offer condition, shown after « Condition : »',
    records('EBUYCLUB', [SOURCE, CATCH, condition(`Un achat${NBSP}: sous un mois`, '      unpublished: true')]),
    [
      `offres/ebuyclub.yaml:17:5  ${q('text')} d’une condition contient ${q(':')} alors que le site l’affiche déjà après un libellé${NBSP}; écrivez une phrase (virgule, point-virgule)`,
    ],
  ],
  [
    'an offer condition naming an unknown source',
    records('WIDILO', [SOURCE, CATCH, condition('Un achat', '      unpublished: true', 'aides')]),
    [
      `offres/widilo.yaml:20:13  ${q('conditions[1]')}${NBSP}: source inconnue ${q('aides')}${NBSP}; vouliez-vous dire ${q('aide')}${NBSP}?`,
    ],
  ],
  [
    'an offer condition without a source',
    records('CURVE', [condition('Un achat', '      unpublished: true', null)]),
    [`offres/curve.yaml:11:5  ${q('conditions[1].source')} manque`],
  ],
  [
    'an offer deadline of 0 days',
    records('IGRAAL', [SOURCE, CATCH, condition('Un achat', '      days: 0\n      from: "l’inscription"')]),
    [`offres/igraal.yaml:19:13  ${q('conditions[1].deadline.days')}${NBSP}: 0 n’est pas un nombre entier supérieur à 0`],
  ],
  [
    'an offer source read in the future',
    records('POULPEO', [SOURCE, CATCH, ['consulted: 2026-01-01', 'consulted: 2099-01-01']]),
    [`offres/poulpeo.yaml:7:16  ${q('sources[1].consulted')}${NBSP}: la date 2099-01-01 est dans le futur`],
  ],
  [
    'an offer record whose page does not show its box',
    records('NAOMI', [['withoutPage: "Conditions françaises de son offre non publiées"', 'page: /contact'], CATCH]),
    [`offres/naomi.yaml:2:7  ${q('page')}${NBSP}: /contact ne montre pas l’encadré de NAOMI (<ReferralBlock provider="NAOMI">)`],
  ],
  [
    'an unknown provider',
    { 'blog/prestataire.mdx': page(['title: Article', 'description: Un guide', 'date: 2026-01-01', 'provider: BOURSO']) },
    [
      `blog/prestataire.mdx:5:11  ${q('provider')}${NBSP}: valeur inconnue ${q('BOURSO')}${NBSP}; vouliez-vous dire ${q('BOURSOBANK')}${NBSP}?`,
    ],
  ],
  [
    'a card in an unknown bank folder',
    { 'banque/fortuneoo/cartes/gold.mdx': CARD },
    [
      `banque/fortuneoo/cartes/gold.mdx:1:1  dossier de banque inconnu ${q('fortuneoo')}${NBSP}; vouliez-vous dire ${q('fortuneo')}${NBSP}? (une nouvelle banque s’ajoute à BANKS dans lib/mdx/card-banks.ts)`,
    ],
  ],
  [
    'codes.yaml with an http address and one with an identifier',
    {
      'codes.yaml':
        'codes:\n  - provider: JOKO\n    url: http://www.joko.com/p\n    confirmed: 2026-01-01\n  - provider: IGRAAL\n    url: https://a:b@fr.igraal.com/p\n    confirmed: 2026-01-01\n',
    },
    [
      `codes.yaml:3:10  ${q('codes[1].url')}${NBSP}: ${q('http://www.joko.com/p')} n’est pas une adresse https valide (https://domaine.fr/…)`,
      `codes.yaml:6:10  ${q('codes[2].url')}${NBSP}: ${q('https://a:b@fr.igraal.com/p')} n’est pas une adresse https valide (https://domaine.fr/…)`,
    ],
  ],
];

/** `npm run check` on a folder: its lines without the closing count. */
function checkPath(dir: string): string[] {
  const lines: string[] = [];
  runCheck([dir], ROOT, (line) => lines.push(line), {});
  return lines.slice(0, -1).sort();
}

/** The French lines of the error the content rules throw (any other error is returned whole, to fail the comparison). */
const thrownLines = (error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  const [head = '', ...lines] = message.split('\n');
  return head === `Contenu invalide${NBSP}:` ? lines : [message];
};

/**
 * The content build on a folder, without contentlayer: each MDX file through the
 * MDX compiler contentlayer uses (via mdx-bundler, which adds remark-frontmatter and
 * passes the whole file, with contentlayer's `rawDocumentData`), with the config's
 * own remark plugins; then what onSuccess checks.
 */
async function buildPath(dir: string): Promise<string[]> {
  const lines: string[] = [];
  for (const file of contentFiles(dir)) {
    const vfile = new VFile({
      path: join(dir, file),
      value: readFileSync(join(dir, file), 'utf8'),
      data: { rawDocumentData: { sourceFilePath: file } },
    });
    try {
      await compile(vfile, { remarkPlugins: [remarkFrontmatter, ...remarkPluginsFor(dir)] });
    } catch (error) {
      lines.push(...thrownLines(error));
    }
  }
  lines.push(...checkDataFiles(dir, {}).map(formatProblem));
  return lines.sort();
}

describe('each content rule, on both paths', { timeout: 60_000 }, () => {
  it('the valid pages pass both paths (so each case below fails for its own input)', async () => {
    writeTree(join(work, 'valide'), VALID);
    expect(checkPath(join(work, 'valide'))).toEqual([]);
    expect(await buildPath(join(work, 'valide'))).toEqual([]);
  });

  it.each(CASES)('%s: the same lines from npm run check and from the build', async (name, files, expected) => {
    const dir = join(work, name.replace(/\W+/g, '-'));
    writeTree(dir, { ...VALID, ...withRecords(files) });
    const check = checkPath(dir);
    expect(check).toEqual([...expected].sort());
    expect(await buildPath(dir)).toEqual(check);
  });

  it('a real contentlayer2 build of every case at once fails with each of these lines', { timeout: 180_000 }, () => {
    const dir = join(work, 'tous');
    writeTree(dir, Object.assign({ ...VALID, ...ALL_EMPTY_RECORDS }, ...CASES.map(([, files]) => files)));
    const { status, output } = runContentBuild(dir);
    expect(status).not.toBe(0);
    const missing = CASES.flatMap(([, , expected]) => expected).filter((line) => !output.includes(line));
    expect(missing, output.slice(-4000)).toEqual([]);
  });
});
