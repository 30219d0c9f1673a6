import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

/**
 * The site's links to its own pages are next/link, through one component
 * (components/SiteLink.tsx) that adds what the site promises on top: prefetch on intent,
 * the animated landing, a full load after a new build. A plain <a> to a page would
 * silently lose all three, and the client-side transition. That no other file imports
 * next/link is ESLint's rule (no-restricted-imports in eslint.config.mjs, tested by tests/lint-rules.test.ts).
 */
const ROOT = join(import.meta.dirname, '..');
const sources = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.tsx$/.test(entry.name) && !entry.name.endsWith('.test.tsx')
        ? [join(dir, entry.name)]
        : [],
  );
const files = ['app', 'components'].flatMap(sources);

it('no component writes a plain <a> to a page of the site', () => {
  // A literal or computed page address in a plain <a>: href="/…" (not a file) or href={….url / .href / .page};
  // links to other sites say so with rel="noopener noreferrer" and are not pages of the site.
  const anchors = (text: string) => text.match(/<a\s[^>]*>/g) ?? [];
  const pageAddress = /href=(?:"\/(?!\/)[^".]*"|\{[^}]*\.(?:url|href|page)\b[^}]*\})/;
  const isPlainPageLink = (tag: string) => pageAddress.test(tag) && !/\brel="noopener/.test(tag);
  // The error screen's way home is a full load on purpose: after an error the page's state is not to be trusted.
  const allowed = new Set(['components/errors/ErrorScreen.tsx']);
  const offenders = files.filter((file) => !allowed.has(file) && anchors(readFileSync(join(ROOT, file), 'utf8')).some(isPlainPageLink));
  expect(offenders).toEqual([]);
});
