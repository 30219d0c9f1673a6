import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Runs the real content build (contentlayer2, strict mode, and the content gate
 * of lib/content/check as its remark plugin) on a small valid content folder, which
 * it accepts, then once on a folder holding every broken file below, and expects it
 * to fail naming each file with its problem (for the gate's rules, the same French
 * line as `npm run check`).
 */
const ROOT = join(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'content-fixtures-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Every document type accepts `updated`, and pages require it: fixtures carry it so that each fails for its own reason. */
const page = (body: string, frontmatter = 'title: Accueil\ndescription: Page de test') =>
  `---\n${frontmatter}\nupdated: 2026-01-01\n---\n\n${body}\n`;
const VALID: Record<string, string> = {
  'index.mdx': page('Bonjour. Voir [le contact](/contact) et <Prime provider="BOURSOBANK" kind="filleul" />.'),
  'contact.mdx': page('Écrivez-nous.', 'title: Contact\ndescription: Nous écrire'),
};

function build(name: string, files: Record<string, string>): Promise<{ status: number | null; output: string }> {
  const dir = join(work, name);
  for (const [path, text] of Object.entries({ ...VALID, ...files })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const script = `import('${join(ROOT, 'scripts/lib/content-build.mjs')}').then(({ runContentBuild }) => { const r = runContentBuild(${JSON.stringify(dir)}); process.stdout.write(r.output); process.exit(r.status ?? 1); })`;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-e', script], { cwd: ROOT });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ status, output }));
  });
}

const JOKO = 'title: J\ndescription: J\nname: Joko\nprovider: JOKO\nofficialUrl: https://www.joko.com/';
const IGRAAL = 'title: I\ndescription: I\nname: iGraal\nprovider: IGRAAL\nofficialUrl: https://fr.igraal.com/';
const CARD = [
  'title: C',
  'description: C',
  'name: C',
  'network: Visa',
  'fee: Gratuite',
  'incomeCondition: Aucune',
  'paymentLimit: Aucun',
  'withdrawalLimit: Aucun',
  'feesAbroad: Aucun',
  'insurance: Aucune',
  'officialUrl: https://www.exemple.fr/',
].join('\n');

/**
 * Each case writes its own files, under names no other case uses, so that one build of all of
 * them at once must report every case, each under its own file name. Most cases are test pages
 * (essai-….mdx: a simple page's fields, and its body starts at line 7 as in contact.mdx).
 */
const cases: [string, Record<string, string>, RegExp[]][] = [
  [
    'missing field',
    { 'a-propos.mdx': page('x', 'title: À propos') },
    [/"a-propos\.mdx" \(of type "Page"\) is missing[^\n]*\n[^\n]*• description/],
  ],
  [
    'page without update date',
    { 'mentions-legales.mdx': '---\ntitle: Mentions\ndescription: Nous écrire\n---\n\nTexte.\n' },
    [/"mentions-legales\.mdx" \(of type "Page"\) is missing[^\n]*\n[^\n]*• updated/],
  ],
  [
    'wrong type',
    { 'blog/article.mdx': page('x', 'title: A\ndescription: B\ndate: pas-une-date\nprovider: JOKO') },
    [/"blog\/article\.mdx" of type "Article" has the following incompatible fields:\n[^\n]*• date/],
  ],
  [
    'unknown field',
    { 'parrainage.mdx': page('x', 'title: P\ndescription: Nous écrire\nauteur: Moi') },
    [/parrainage\.mdx:4:1  champ inconnu «\u00a0auteur\u00a0»/],
  ],
  [
    'unknown provider in frontmatter',
    { 'blog/autre.mdx': page('x', 'title: A\ndescription: B\ndate: 2026-01-01\nprovider: BOURSO') },
    [/blog\/autre\.mdx:5:11  «\u00a0provider\u00a0»\u00a0: valeur inconnue «\u00a0BOURSO\u00a0»/],
  ],
  [
    'stray file',
    { 'banque/fortuneo/divers.mdx': page('x') },
    [/Couldn't determine the document type[\s\S]*• banque\/fortuneo\/divers\.mdx/],
  ],
  [
    'bad MDX',
    { 'essai-mdx.mdx': page('<div>\n\nnon fermé', 'title: E\ndescription: Essai') },
    [/"essai-mdx\.mdx": [^\n]*\n[^\n]*\n[^\n]*closing tag for `<div>` \(7:1/],
  ],
  [
    'unknown component',
    { 'essai-composant.mdx': page('Texte\n\n<Promo />', 'title: E\ndescription: Essai') },
    [/essai-composant\.mdx:9:1  composant inconnu <Promo>/],
  ],
  [
    'unknown provider in MDX',
    { 'essai-prestataire.mdx': page('<Prime provider="BOURSO" kind="filleul" />', 'title: E\ndescription: Essai') },
    [/essai-prestataire\.mdx:7:8  <Prime>\u00a0: provider="BOURSO" inconnu/],
  ],
  [
    'unknown kind in MDX',
    { 'essai-type.mdx': page('<Prime provider="JOKO" kind="bonus" />', 'title: E\ndescription: Essai') },
    [/essai-type\.mdx:7:24  <Prime>\u00a0: kind="bonus" inconnu/],
  ],
  [
    'broken internal link',
    { 'essai-lien.mdx': page('Voir [la banque](/banque/inconnue).', 'title: E\ndescription: Essai') },
    [/essai-lien\.mdx:7:6  lien interne vers une page qui n’existe pas\u00a0: \/banque\/inconnue/],
  ],
  [
    'image without alt',
    { 'essai-image.mdx': page('![](/logo.png)', 'title: E\ndescription: Essai') },
    [/essai-image\.mdx:7:1  image sans texte alternatif/],
  ],
  [
    'FAQ title written again',
    { 'essai-faq.mdx': page('## Questions fréquentes\n\n<Faq>\n<Question q="Q ?">R.</Question>\n</Faq>', 'title: E\ndescription: Essai') },
    [/essai-faq\.mdx:7:1 [^\n]*titre en double/],
  ],
  [
    'badge in a heading, away from the figure it qualifies',
    { 'essai-badge.mdx': page('## Le parrainage <Boosted provider="BOURSOBANK" />', 'title: E\ndescription: Essai') },
    [/essai-badge\.mdx:7:\d+ [^\n]*<Boosted> dans un titre/],
  ],
  [
    'check date without a source',
    { 'cashback/joko.mdx': page('x', `${JOKO}\nlastChecked: 2026-01-01`) },
    [/cashback\/joko\.mdx:\d+:1  «\u00a0lastChecked\u00a0» \(2026-01-01\) sans source/],
  ],
  [
    'check date with a source read another day',
    {
      'cashback/igraal.mdx': page(
        'x',
        `${IGRAAL}\nlastChecked: 2026-01-02\nsources:\n  - title: Aide iGraal\n    url: https://fr.igraal.com/aide\n    consulted: 2026-01-01\n    kind: officiel`,
      ),
    },
    [/cashback\/igraal\.mdx:\d+:1  «\u00a0lastChecked\u00a0» \(2026-01-02\) sans source/],
  ],
  [
    'a label value with its own colon',
    { 'banque/b/cartes/c.mdx': page('x', CARD.replace('fee: Gratuite', 'fee: "Payante : 9 €"')) },
    [/cartes\/c\.mdx:\d+:1  «\u00a0fee\u00a0» contient «\u00a0:\u00a0»/],
  ],
  [
    'a broken codes file',
    { 'codes.yaml': 'codes:\n  - provider: FORTUNEO\n    code: ""\n    confirmed: 2026-01-01\n' },
    [
      /codes\.yaml:2:15  «\u00a0codes\[1\]\.provider\u00a0»\u00a0: valeur inconnue «\u00a0FORTUNEO\u00a0»/,
      /codes\.yaml:3:11  «\u00a0codes\[1\]\.code\u00a0» est vide/,
    ],
  ],
  [
    'non-canonical file name',
    {
      'cashback/POULPEO.mdx': page(
        'x',
        'title: P\ndescription: P\nname: Poulpeo\nprovider: POULPEO\nlastChecked: 2026-01-01\nofficialUrl: https://www.poulpeo.com/',
      ),
    },
    [/cashback\/POULPEO\.mdx/],
  ],
];

describe('content build strictness', { timeout: 120_000 }, () => {
  it('accepts valid content (so the failures below are the fixtures’ doing)', async () => {
    const { status, output } = await build('valid', {});
    expect(output).toMatch(/Generated 2 documents/);
    expect(status).toBe(0);
  });

  // One build of every case at once: a content build reports all its documents' problems, not the first one only.
  const all = build('tous', Object.assign({}, ...cases.map(([, files]) => files)));

  it.each(cases)('fails on %s, naming the file', async (_name, _files, patterns) => {
    const { status, output } = await all;
    expect(status).not.toBe(0);
    for (const pattern of patterns) expect(output).toMatch(pattern);
  });
});
