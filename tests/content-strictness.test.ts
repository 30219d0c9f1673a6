import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Runs the real content build (contentlayer2, strict mode, and the content gate
 * of lib/content/check as its remark plugin) on small broken content folders and
 * expects it to fail, naming the file (and, for the gate's rules, the same French
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

function build(name: string, files: Record<string, string | null>): Promise<{ status: number | null; output: string }> {
  const dir = join(work, name);
  for (const [path, text] of Object.entries({ ...VALID, ...files })) {
    if (text === null) continue;
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

const cases: [string, Record<string, string | null>, RegExp[]][] = [
  ['missing field', { 'contact.mdx': page('x', 'title: Contact') }, [/contact\.mdx/, /description/]],
  [
    'page without update date',
    { 'contact.mdx': '---\ntitle: Contact\ndescription: Nous écrire\n---\n\nTexte.\n' },
    [/contact\.mdx/, /updated/],
  ],
  [
    'wrong type',
    { 'blog/article.mdx': page('x', 'title: A\ndescription: B\ndate: pas-une-date\nprovider: JOKO') },
    [/blog\/article\.mdx/, /date/],
  ],
  ['unknown field', { 'contact.mdx': page('x', 'title: Contact\ndescription: Nous écrire\nauteur: Moi') }, [/contact\.mdx/, /auteur/]],
  [
    'unknown provider in frontmatter',
    { 'blog/article.mdx': page('x', 'title: A\ndescription: B\ndate: 2026-01-01\nprovider: BOURSO') },
    [/blog\/article\.mdx:5:11  «\u00a0provider\u00a0»\u00a0: valeur inconnue «\u00a0BOURSO\u00a0»/],
  ],
  ['stray file', { 'banque/fortuneo/divers.mdx': page('x') }, [/banque\/fortuneo\/divers\.mdx/]],
  ['bad MDX', { 'contact.mdx': page('<div>\n\nnon fermé', 'title: Contact\ndescription: Nous écrire') }, [/contact\.mdx/, /closing tag/]],
  [
    'unknown component',
    { 'contact.mdx': page('Texte\n\n<Promo />', 'title: Contact\ndescription: Nous écrire') },
    [/contact\.mdx:9:1  composant inconnu <Promo>/],
  ],
  [
    'unknown provider in MDX',
    { 'contact.mdx': page('<Prime provider="BOURSO" kind="filleul" />', 'title: Contact\ndescription: Nous écrire') },
    [/contact\.mdx:7:8  <Prime>\u00a0: provider="BOURSO" inconnu/],
  ],
  [
    'unknown kind in MDX',
    { 'contact.mdx': page('<Prime provider="JOKO" kind="bonus" />', 'title: Contact\ndescription: Nous écrire') },
    [/contact\.mdx:7:24  <Prime>\u00a0: kind="bonus" inconnu/],
  ],
  [
    'broken internal link',
    { 'contact.mdx': page('Voir [la banque](/banque/inconnue).', 'title: Contact\ndescription: Nous écrire') },
    [/contact\.mdx:7:6  lien interne vers une page qui n’existe pas\u00a0: \/banque\/inconnue/],
  ],
  [
    'image without alt',
    { 'contact.mdx': page('![](/logo.png)', 'title: Contact\ndescription: Nous écrire') },
    [/contact\.mdx:7:1  image sans texte alternatif/],
  ],
  [
    'FAQ title written again',
    {
      'contact.mdx': page(
        '## Questions fréquentes\n\n<Faq>\n<Question q="Q ?">R.</Question>\n</Faq>',
        'title: Contact\ndescription: Nous écrire',
      ),
    },
    [/contact\.mdx:7:1/, /titre en double/],
  ],
  [
    'badge after a colon',
    { 'contact.mdx': page('Statut de l’offre : <Boosted provider="BOURSOBANK" />', 'title: Contact\ndescription: Nous écrire') },
    [/contact\.mdx:7:\d+/, /<Boosted> après «\u00a0:\u00a0»/],
  ],
  [
    'check date without a source',
    { 'cashback/joko.mdx': page('x', `${JOKO}\nlastChecked: 2026-01-01`) },
    [/cashback\/joko\.mdx:\d+:1  «\u00a0lastChecked\u00a0» \(2026-01-01\) sans source/],
  ],
  [
    'check date with a source read another day',
    {
      'cashback/joko.mdx': page(
        'x',
        `${JOKO}\nlastChecked: 2026-01-02\nsources:\n  - title: Aide Joko\n    url: https://support.joko.com/\n    consulted: 2026-01-01\n    kind: officiel`,
      ),
    },
    [/lastChecked\u00a0» \(2026-01-02\) sans source/],
  ],
  [
    'a label value with its own colon',
    { 'banque/b/cartes/c.mdx': page('x', CARD.replace('fee: Gratuite', 'fee: "Payante : 9 €"')) },
    [/cartes\/c\.mdx:\d+:1  «\u00a0fee\u00a0» contient «\u00a0:\u00a0»/],
  ],
  [
    'a broken codes file',
    { 'codes.yaml': 'codes:\n  - provider: FORTUNEO\n    code: ""\n    confirmed: 2026-01-01\n' },
    [/codes\.yaml:2:15  prestataire inconnu « FORTUNEO »/, /codes\.yaml:3:11  « code » vide/],
  ],
  [
    'non-canonical file name',
    {
      'cashback/JOKO.mdx': page(
        'x',
        'title: J\ndescription: J\nname: Joko\nprovider: JOKO\nlastChecked: 2026-01-01\nofficialUrl: https://www.joko.com/',
      ),
    },
    [/cashback\/JOKO\.mdx/],
  ],
];

describe('content build strictness', { timeout: 120_000 }, () => {
  it('accepts valid content (so the failures below are the fixtures’ doing)', async () => {
    const { status, output } = await build('valid', {});
    expect(output).toMatch(/Generated 2 documents/);
    expect(status).toBe(0);
  });

  it.concurrent.each(cases)('fails on %s, naming the file', async (name, files, patterns) => {
    const { status, output } = await build(name.replace(/\W+/g, '-'), files);
    expect(status).not.toBe(0);
    for (const pattern of patterns) expect(output).toMatch(pattern);
  });
});
