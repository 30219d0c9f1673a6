import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

/**
 * next/link scrolls by itself (an instant jump, no focus). The site's links go through
 * components/SiteLink.tsx, which turns that off so that NavigationEffects lands on the
 * new page; an import of next/link anywhere else would bring the jump back.
 */
const ROOT = join(import.meta.dirname, '..');
const sources = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : /\.(tsx?|mdx)$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );

it('only components/SiteLink.tsx imports next/link', () => {
  const importers = ['app', 'components', 'lib'].flatMap(sources).filter((file) => /from ['"]next\/link['"]/.test(readFileSync(join(ROOT, file), 'utf8')));
  expect(importers.map((file) => relative(ROOT, join(ROOT, file)))).toEqual(['components/SiteLink.tsx']);
});
