import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES } from '../lib/content/document-types';
import { documentSchemas } from '../lib/content/check/schema';
import { runCheck } from '../lib/content/check/cli';
import { ROOT, runCheckCli, writeTree } from './helpers/run-check';

/**
 * `npm run check` as the writer sees it: the whole output is asserted, so a stray
 * banner, stack trace or debug line fails the test as surely as a wrong message.
 */
const work = mkdtempSync(join(tmpdir(), 'content-check-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const NBSP = '\u00a0';
/** Where pages may live, as contentlayer.config.ts declares it (the message lists them). */
const PATTERNS = documentSchemas(DOCUMENT_TYPES)
  .map((schema) => schema.pattern)
  .join(', ');
const page = (frontmatter: string, body: string) => `---\n${frontmatter}\n---\n\n${body}\n`;
const VALID = {
  'index.mdx': page(
    'title: Accueil\ndescription: Page de test\nupdated: 2026-01-01',
    `Bonjour${NBSP}! Voir [le contact](/contact) et <Prime provider="BOURSOBANK" kind="filleul" />.`,
  ),
  'contact.mdx': page('title: Contact\ndescription: Nous écrire\nupdated: 2026-01-01', 'Écrivez-nous.'),
};

/** One file per kind of problem; each must give exactly one line. */
const BROKEN = {
  ...VALID,
  'mentions-legales.mdx': page('title: Mentions\ndescription: Qui publie', 'Texte.'),
  'parrainage.mdx': page('title: Parrainage\ndescription: Comment\nupdated: 2026-01-01\nauteur: Moi', 'Texte.'),
  'banque/index.mdx': page('title: Banques\ndescription: Les banques\nupdated: 2026-02-30', 'Texte.'),
  'cashback/index.mdx': page('title: Cashback\ndescription: Les portails\nupdated: 2099-01-01', 'Texte.'),
  'blog/index.mdx': page('title: Blog\ndescription: Les guides\nupdated: 2026-01-01', '<Primes provider="JOKO" kind="filleul" />'),
  'blog/provider.mdx': page('title: Article\ndescription: Un guide\ndate: 2026-01-01\nprovider: BOURSO', 'Texte.'),
  'blog/attribut.mdx': page(
    'title: Article\ndescription: Un guide\ndate: 2026-01-01\nprovider: JOKO',
    '<Callout type="info">\n\nTexte.\n\n</Callout>',
  ),
  'blog/valeur.mdx': page(
    'title: Article\ndescription: Un guide\ndate: 2026-01-01\nprovider: JOKO',
    '<Prime provider="JOKO" kind="filleuls" />',
  ),
  'blog/obligatoire.mdx': page('title: Article\ndescription: Un guide\ndate: 2026-01-01\nprovider: JOKO', '<Prime provider="JOKO" />'),
  'blog/lien.mdx': page('title: Article\ndescription: Un guide\ndate: 2026-01-01\nprovider: JOKO', 'Voir [le contact](/contacts).'),
  'blog/ancien.mdx': page(
    'title: Article\ndescription: Un guide\ndate: 2026-01-01\nprovider: JOKO',
    'Voir [la banque](/banque/boursorama).',
  ),
  'blog/alt.mdx': page('title: Article\ndescription: Un guide\ndate: 2026-01-01\nprovider: JOKO', '![](/icon.svg)'),
  'blog/image.mdx': page(
    'title: Article\ndescription: Un guide\ndate: 2026-01-01\nprovider: JOKO',
    '![Écran d’inscription de Joko](/images/absente.png)',
  ),
  'blog/espace.mdx': page('title: Article\ndescription: Un guide\ndate: 2026-01-01\nprovider: JOKO', 'Pourquoi ouvrir un compte ?'),
  'blog/collee.mdx': page('title: Article\ndescription: Un guide\ndate: 2026-01-01\nprovider: JOKO', 'Pourquoi ouvrir un compte?'),
  'blog/apostrophe.mdx': page('title: Article\ndescription: Un guide\ndate: 2026-01-01\nprovider: JOKO', "L'ouverture est simple."),
  'blog/montant.mdx': page(
    'title: Article\ndescription: Un guide\ndate: 2026-01-01\nprovider: JOKO',
    `Le filleul touche 80${NBSP}€ à l’ouverture.`,
  ),
  'blog/provisoire.mdx': page('title: Article\ndescription: Un guide\ndate: 2026-01-01\nprovider: JOKO', 'Texte à venir.'),
  'blog/mdx.mdx': page('title: Article\ndescription: Un guide\ndate: 2026-01-01\nprovider: JOKO', '<div>\n\nnon fermé'),
  'cashback/adresse.mdx': page(
    'title: Portail\ndescription: Un portail\nname: Portail\nprovider: JOKO\nupdated: 2026-01-01\nofficialUrl: http://www.joko.com/',
    'Texte.',
  ),
  'cashback/naomi.mdx': page(
    'title: Naomi\ndescription: Un portail\nname: Naomi\nprovider: NAOMI\nupdated: 2026-01-01\nofficialUrl: https://www.naomi.fr/',
    'Texte.',
  ),
  'cashback/Joko.mdx': page(
    'title: Joko\ndescription: Un portail\nname: Joko\nprovider: JOKO\nupdated: 2026-01-01\nofficialUrl: https://www.joko.com/',
    'Texte.',
  ),
  'equipe.mdx': page('title: Équipe\ndescription: Nous', 'Texte.'),
};

describe('npm run check', { timeout: 60_000 }, () => {
  it('accepts valid content, saying so in one line', async () => {
    writeTree(join(work, 'valid'), VALID);
    const result = await runCheckCli([join(work, 'valid')]);
    expect({ status: result.status, stdout: result.stdout, stderr: result.stderr }).toEqual({
      status: 0,
      stdout: 'Aucun problème (2 fichiers vérifiés).\n',
      stderr: '',
    });
  });

  it('prints exactly one French line per problem, with file, line and column, then the count, and nothing else', async () => {
    writeTree(join(work, 'broken'), BROKEN);
    const result = await runCheckCli([join(work, 'broken')]);
    expect(result.stderr).toBe('');
    expect(result.stdout.split('\n')).toEqual([
      `banque/index.mdx:4:10  «${NBSP}updated${NBSP}»${NBSP}: date illisible «${NBSP}2026-02-30${NBSP}» (écrivez AAAA-MM-JJ, par exemple 2026-11-22)`,
      `blog/alt.mdx:8:1  image sans texte alternatif${NBSP}: /icon.svg (décrivez ce qu’elle montre entre les crochets)`,
      `blog/ancien.mdx:8:6  lien vers l’ancienne adresse /banque/boursorama, qui redirige vers /banque/boursobank${NBSP}: liez directement /banque/boursobank`,
      `blog/apostrophe.mdx:8:2  apostrophe droite${NBSP}: écrivez «${NBSP}’${NBSP}» (corrigé par npm run check -- --fix)`,
      `blog/attribut.mdx:8:10  <Callout>${NBSP}: attribut inconnu «${NBSP}type${NBSP}»${NBSP}; vouliez-vous dire «${NBSP}tone${NBSP}»${NBSP}?`,
      `blog/collee.mdx:8:26  espace insécable manquante avant «${NBSP}?${NBSP}» (corrigé par npm run check -- --fix)`,
      `blog/espace.mdx:8:26  espace ordinaire avant «${NBSP}?${NBSP}»${NBSP}: il faut une espace insécable (corrigé par npm run check -- --fix)`,
      `blog/image.mdx:8:1  image introuvable${NBSP}: le fichier public/images/absente.png n’existe pas`,
      `blog/index.mdx:7:1  composant inconnu <Primes>${NBSP}; vouliez-vous dire <Prime>${NBSP}?`,
      `blog/lien.mdx:8:6  lien interne vers une page qui n’existe pas${NBSP}: /contacts${NBSP}; vouliez-vous dire /contact${NBSP}?`,
      `blog/mdx.mdx:8:1  balise <div> jamais fermée${NBSP}: ajoutez </div> sur sa propre ligne`,
      `blog/montant.mdx:8:19  montant de prime écrit en dur «${NBSP}80${NBSP}€${NBSP}»${NBSP}: utilisez <Prime provider="…" kind="…" />`,
      `blog/obligatoire.mdx:8:1  <Prime>${NBSP}: attribut obligatoire «${NBSP}kind${NBSP}» manquant`,
      `blog/provider.mdx:5:11  «${NBSP}provider${NBSP}»${NBSP}: valeur inconnue «${NBSP}BOURSO${NBSP}»${NBSP}; vouliez-vous dire «${NBSP}BOURSOBANK${NBSP}»${NBSP}?`,
      `blog/provisoire.mdx:8:7  texte provisoire «${NBSP}à venir${NBSP}»${NBSP}: à remplacer avant publication`,
      `blog/valeur.mdx:8:24  <Prime>${NBSP}: kind="filleuls" inconnu${NBSP}; vouliez-vous dire «${NBSP}filleul${NBSP}»${NBSP}?`,
      `cashback/adresse.mdx:7:14  «${NBSP}officialUrl${NBSP}»${NBSP}: «${NBSP}http://www.joko.com/${NBSP}» n’est pas une adresse https valide (https://domaine.fr/…)`,
      `cashback/index.mdx:4:10  «${NBSP}updated${NBSP}»${NBSP}: la date 2099-01-01 est dans le futur`,
      `cashback/Joko.mdx:1:1  nom de fichier invalide («${NBSP}Joko${NBSP}»)${NBSP}: minuscules sans accent, chiffres et tirets uniquement`,
      `cashback/naomi.mdx:7:1  aucun lien sortant /go/… pour NAOMI${NBSP}: il faut une règle dans lib/redirects/redirects.json (demandez à l’équipe technique)`,
      `equipe.mdx:1:1  ce fichier n’appartient à aucun type de page${NBSP}: emplacements possibles ${PATTERNS}`,
      `mentions-legales.mdx:1:1  champ obligatoire «${NBSP}updated${NBSP}» manquant pour une page simple (une date AAAA-MM-JJ, par exemple 2026-11-22)`,
      `parrainage.mdx:5:1  champ inconnu «${NBSP}auteur${NBSP}» pour une page simple${NBSP}; champs possibles${NBSP}: «${NBSP}title${NBSP}», «${NBSP}description${NBSP}», «${NBSP}shortTitle${NBSP}», «${NBSP}updated${NBSP}»`,
      '23 problèmes (25 fichiers vérifiés).',
      '',
    ]);
    expect(result.status).toBe(1);
  });

  it('--fix applies the safe typographic fixes, says what it changed, and leaves code, addresses and attributes alone', async () => {
    const dir = join(work, 'fix');
    const source = page(
      'title: "Parrainage : mode d\'emploi"\ndescription: Un guide\ndate: 2026-01-01\nprovider: JOKO\nshortTitle: "L\'essentiel"',
      'Pourquoi ouvrir un compte ? Un « bon » plan, vraiment!\n\nLe code `a : b` et [l\'aide](/contact) ; voir https://www.joko.com/a:b.\n\n<Faq>\n<Question q="Quand ?">\n\nAprès l\'inscription.\n\n</Question>\n</Faq>',
    );
    writeTree(dir, { ...VALID, 'blog/guide.mdx': source });
    const result = await runCheckCli(['--fix', dir]);
    const fixed = readFileSync(join(dir, 'blog/guide.mdx'), 'utf8');
    expect(fixed).toBe(
      page(
        `title: "Parrainage${NBSP}: mode d’emploi"\ndescription: Un guide\ndate: 2026-01-01\nprovider: JOKO\nshortTitle: "L’essentiel"`,
        `Pourquoi ouvrir un compte${NBSP}? Un «${NBSP}bon${NBSP}» plan, vraiment${NBSP}!\n\nLe code \`a : b\` et [l’aide](/contact)${NBSP}; voir https://www.joko.com/a:b.\n\n<Faq>\n<Question q="Quand ?">\n\nAprès l’inscription.\n\n</Question>\n</Faq>`,
      ),
    );
    const fixedLine = (position: string, what: string) => `blog/guide.mdx:${position}  corrigé${NBSP}: ${what}`;
    const space = (mark: string, where = 'avant') =>
      `espace ordinaire ${where} «${NBSP}${mark}${NBSP}»${NBSP}: il faut une espace insécable`;
    const apostrophe = `apostrophe droite${NBSP}: écrivez «${NBSP}’${NBSP}»`;
    expect(result.stdout.split('\n')).toEqual([
      fixedLine('2:19', space(':')),
      fixedLine('2:28', apostrophe),
      fixedLine('6:15', apostrophe),
      fixedLine('9:26', space('?')),
      fixedLine('9:33', space('«', 'après')),
      fixedLine('9:37', space('»')),
      fixedLine('9:54', `espace insécable manquante avant «${NBSP}!${NBSP}»`),
      fixedLine('11:22', apostrophe),
      fixedLine('11:38', space(';')),
      fixedLine('16:8', apostrophe),
      // The question is an attribute: reported, never rewritten.
      `blog/guide.mdx:14:19  ${space('?')}`,
      '10 corrections appliquées.',
      '1 problème (3 fichiers vérifiés).',
      '',
    ]);
    expect(result.status).toBe(1);
  });

  it('on GitHub Actions, also prints each problem as a workflow annotation on its file from the repository root', async () => {
    // Inside the repository (test-fixtures/ is ignored by git), so the path is the one GitHub shows.
    const folder = `test-fixtures/check-annotations-${process.pid}`;
    try {
      writeTree(join(ROOT, folder), { ...VALID, 'blog/apostrophe.mdx': BROKEN['blog/apostrophe.mdx'] });
      const result = await runCheckCli([join(ROOT, folder)], { GITHUB_ACTIONS: 'true' });
      const message = `apostrophe droite${NBSP}: écrivez «${NBSP}’${NBSP}» (corrigé par npm run check -- --fix)`;
      expect(result.stdout.split('\n')).toEqual([
        `blog/apostrophe.mdx:8:2  ${message}`,
        '1 problème (3 fichiers vérifiés).',
        `::error file=${folder}/blog/apostrophe.mdx,line=8,col=2::${message}`,
        '',
      ]);
      expect(result.status).toBe(1);
    } finally {
      rmSync(join(ROOT, folder), { recursive: true, force: true });
    }
  });

  it('without a folder, checks the project’s content/', () => {
    // In a project of fixtures: the real content/ is checked once per `npm test`, by its first phase (the content gate).
    const project = join(work, 'project');
    writeTree(join(project, 'content'), VALID);
    const lines: string[] = [];
    expect(runCheck([], project, (line) => lines.push(line), {})).toBe(0);
    expect(lines).toEqual(['Aucun problème (2 fichiers vérifiés).']);
  });
});
