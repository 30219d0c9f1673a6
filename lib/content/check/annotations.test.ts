import { describe, expect, it } from 'vitest';
import { errorAnnotation, escapeData, escapeProperty, repositoryPath } from './annotations';

describe('GitHub workflow annotations', () => {
  it('escapes a message as GitHub requires, % first so no escape is escaped twice', () => {
    expect(escapeData('100 % sûr\r\nligne 2 : a, b')).toBe('100 %25 sûr%0D%0Aligne 2 : a, b');
    expect(escapeProperty('dossier:a,b%\n')).toBe('dossier%3Aa%2Cb%25%0A');
  });

  it('writes one ::error command with the file, line and column', () => {
    const problem = { file: 'blog/a.mdx', line: 8, column: 27, message: 'apostrophe droite\u00a0: écrivez «\u00a0’\u00a0»\n50 %' };
    expect(errorAnnotation(problem, 'content/blog/a.mdx')).toBe(
      '::error file=content/blog/a.mdx,line=8,col=27::apostrophe droite\u00a0: écrivez «\u00a0’\u00a0»%0A50 %25',
    );
    expect(errorAnnotation(problem, 'content/a:b,c.mdx')).toMatch(/^::error file=content\/a%3Ab%2Cc\.mdx,line=8,col=27::/);
  });

  it('names the file from the repository root, or by its absolute path outside it', () => {
    expect(repositoryPath('/repo', '/repo/content', 'banque/x.mdx')).toBe('content/banque/x.mdx');
    expect(repositoryPath('/repo', '/tmp/contenu', 'banque/x.mdx')).toBe('/tmp/contenu/banque/x.mdx');
    expect(repositoryPath('/repo', '/repo/..contenu', 'x.mdx')).toBe('..contenu/x.mdx');
  });
});
