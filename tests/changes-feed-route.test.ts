import { describe, expect, it } from 'vitest';
import { allContent } from '@/lib/content';
import { latestDate } from '@/lib/content/dates';
import { primeHistory } from '@/lib/primes/history';
import { parseAtom } from '@/tests/fixtures/parse-atom';
import { GET } from '../app/historique-primes.xml/route';

/**
 * /historique-primes.xml as the build serves it, from the content as it is: Atom requires
 * a date, and a feed with no entry yet (no log, or a log with no change) must still carry a
 * real one, never the epoch a reader would show as « 1 janvier 1970 ».
 */
describe('/historique-primes.xml', () => {
  it('carries a real date, the content’s last change while there is no entry', async () => {
    const { feed, entries } = parseAtom(await GET().text());
    expect(feed.updated).not.toMatch(/^1970-/);
    expect(Number.isNaN(Date.parse(feed.updated))).toBe(false);
    if (entries.length === 0 && primeHistory() === undefined) {
      expect(Date.parse(feed.updated)).toBe(Date.parse(latestDate(allContent().map((doc) => doc.lastModified))));
    }
  });
});
