import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

/**
 * The site's links are plain <a> elements (components/InternalLink.tsx) handled by one
 * delegated listener (lib/browser/site-router.ts), which knows a page link by its address. next/link would bring back a client
 * component per link, its own instant scroll (no focus) and about 4 kB gzip of first
 * load (issue 15).
 */
const ROOT = join(import.meta.dirname, '..');
const sources = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : /\.(tsx?|mdx)$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );

it('nothing imports next/link', () => {
  const importers = ['app', 'components', 'lib']
    .flatMap(sources)
    .filter((file) => /from ['"]next\/link['"]/.test(readFileSync(join(ROOT, file), 'utf8')));
  expect(importers.map((file) => relative(ROOT, join(ROOT, file)))).toEqual([]);
});
