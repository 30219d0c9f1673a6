import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { internalLinks, lintContent } from '../lib/content/lint';
import { ROUTES } from '../lib/content/routes.generated';
import { urlFromSourcePath } from '../lib/content/url';
import { OUTBOUND_RULES } from '../lib/redirects';

const CONTENT = join(import.meta.dirname, '..', 'content');
const files = (readdirSync(CONTENT, { recursive: true }) as string[]).filter((file) => file.endsWith('.mdx')).sort();
// A link may lead to a page of content/ or leave through a declared /go/… redirect (MdxLink marks it sponsored).
const routes = new Set([...files.map((file) => urlFromSourcePath(file)), ...OUTBOUND_RULES.map((rule) => rule.source)]);
const read = (file: string) => readFileSync(join(CONTENT, file), 'utf8');

describe('lintContent catches what it should (so the content checks below can fail)', () => {
  it.each([
    ['Le filleul touche 80 € à l’ouverture.', /montant de prime/],
    ['Texte à venir.', /texte provisoire/],
    ['Pourquoi ouvrir un compte ?', /espace ordinaire/],
    ['Pourquoi ouvrir un compte?', /espace insécable manquante/],
    ['Il coûte 9 € par mois.', /espace ordinaire/],
    ['Un « bon » plan.', /espace ordinaire/],
  ])('%s', (line, message) => {
    expect(lintContent(line).map((problem) => problem.message).join('\n')).toMatch(message);
  });

  it('accepts conditions, fees and correct typography', () => {
    expect(lintContent('La carte exige 2\u00a0200\u00a0€ de revenus par mois\u00a0: vérifiez la prime <Prime provider="JOKO" kind="filleul" />\u00a0!')).toEqual([]);
  });
});

describe.each(files)('content/%s', (file) => {
  const source = read(file);

  it('follows the editorial rules', () => {
    expect(lintContent(source).map((problem) => `${file}:${problem.line} ${problem.message}`)).toEqual([]);
  });

  it('links only to existing routes and declared outbound redirects', () => {
    const broken = internalLinks(source).filter((link) => !routes.has(link.url));
    expect(broken.map((link) => `${file}:${link.line} ${link.url}`)).toEqual([]);
  });
});

it('covers every content file', () => {
  expect(files.length).toBe(ROUTES.length);
  expect(relative(CONTENT, join(CONTENT, files[0] ?? ''))).not.toBe('');
});
