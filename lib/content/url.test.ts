import { describe, expect, it } from 'vitest';
import { parentUrl, urlFromSourcePath } from './url';

describe('urlFromSourcePath', () => {
  it.each([
    ['index.mdx', '/'],
    ['contact.mdx', '/contact'],
    ['banque/index.mdx', '/banque'],
    ['banque/fortuneo/index.mdx', '/banque/fortuneo'],
    ['banque/fortuneo/cartes/gold.mdx', '/banque/fortuneo/cartes/gold'],
    ['blog/parrainage-fortuneo.mdx', '/blog/parrainage-fortuneo'],
    ['banque\\boursobank\\etapes.mdx', '/banque/boursobank/etapes'],
  ])('%s → %s', (path, url) => {
    expect(urlFromSourcePath(path)).toBe(url);
  });

  it.each(['cashback/JOKO.mdx', 'blog/mon article.mdx', 'blog/été.mdx', 'blog/-x.mdx'])(
    'rejects the non-canonical path %s, naming it',
    (path) => {
      expect(() => urlFromSourcePath(path)).toThrow(path);
    },
  );

  it('rejects a file that is not MDX', () => {
    expect(() => urlFromSourcePath('notes.md')).toThrow('notes.md');
  });
});

describe('parentUrl', () => {
  it('walks up one segment', () => {
    expect(parentUrl('/banque/fortuneo/cartes')).toBe('/banque/fortuneo');
    expect(parentUrl('/banque')).toBe('/');
    expect(parentUrl('/')).toBeUndefined();
  });
});
