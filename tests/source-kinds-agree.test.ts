import { expect, it } from 'vitest';
import { allContent } from '@/lib/content';
import { allOfferRecords } from '@/lib/offers';

/**
 * A source cited by a page (its frontmatter's list, « Sources ») and by an offer record (the
 * box's numbered list) is named the same kind in both: a visitor who reads both lists reads one
 * description of it.
 */
it('gives a source cited by a page and by an offer record the same kind in both lists', () => {
  const recordKinds = new Map<string, Set<string>>();
  for (const record of allOfferRecords()) {
    for (const source of record.sources) recordKinds.set(source.url, (recordKinds.get(source.url) ?? new Set()).add(source.kind));
  }
  const disagreements = allContent().flatMap((doc) =>
    ('sources' in doc && Array.isArray(doc.sources) ? doc.sources : []).flatMap((source: { url: string; kind: string }) => {
      const kinds = recordKinds.get(source.url);
      return kinds && [...kinds].some((kind) => kind !== source.kind)
        ? [`${doc.url}: ${source.url} ${source.kind} ≠ ${[...kinds].join(', ')}`]
        : [];
    }),
  );
  expect(disagreements).toEqual([]);
  expect(
    [...recordKinds.values()].some((kinds) => kinds.size > 1),
    'one kind per address among the records',
  ).toBe(false);
});
