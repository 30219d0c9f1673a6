import { describe, expect, it } from 'vitest';
import { parseAtom } from '@/tests/fixtures/parse-atom';
import { HISTORY } from '@/tests/fixtures/prime-history';
import { renderChangesFeed } from './changes-feed';

const absolute = (path: string) => `https://exemple.fr${path}`;
const pageOf = (provider: string) => (provider === 'BOURSOBANK' ? '/banque/boursobank' : undefined);
/** The content's last change, the feed's time while it has no entry. */
const contentUpdated = '2026-11-22T00:00:00.000Z';
describe('renderChangesFeed (Atom)', () => {
  it('one entry per change, newest first, identified by key and time, linked to the offer box’s history', () => {
    const { feed, entries } = parseAtom(renderChangesFeed({ history: HISTORY, absolute, pageOf, contentUpdated }));
    expect(feed.id).toBe(absolute('/historique-primes.xml'));
    expect(feed.link).toContainEqual(expect.objectContaining({ '@_rel': 'self', '@_href': absolute('/historique-primes.xml') }));
    expect(feed.updated).toBe('2026-11-21T09:30:00.500Z');
    expect(entries.map((entry) => entry.title)).toEqual([
      'Prime du filleul Joko\u00a0: nouveau montant\u00a0: 2\u00a0€',
      'Prime du parrain BoursoBank\u00a0: 80\u00a0€ → 150\u00a0€',
      'Prime du parrain BoursoBank\u00a0: 100\u00a0€ → 80\u00a0€',
    ]);
    expect(entries.map((entry) => entry.link['@_href'])).toEqual([
      absolute('/parrainage'),
      absolute('/banque/boursobank#historique-boursobank'),
      absolute('/banque/boursobank#historique-boursobank'),
    ]);
    expect(entries[1]?.id).toBe(absolute('/historique-primes.xml#PRIME_PARRAIN_BOURSOBANK@2026-11-21T09:30:00.5Z'));
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(3);
  });

  it('is a valid empty feed before the first snapshot, dated by the content’s last change, never 1970', () => {
    const { feed, entries } = parseAtom(renderChangesFeed({ history: undefined, absolute, pageOf, contentUpdated }));
    expect(entries).toEqual([]);
    expect(feed.title).toContain('évolutions des primes');
    expect(feed.updated).not.toMatch(/^1970-/);
    expect(feed.updated).toBe(contentUpdated);
  });

  it('with a log and no change yet, is dated by the start of tracking', () => {
    const started = { ...HISTORY, changes: [] };
    const { feed, entries } = parseAtom(renderChangesFeed({ history: started, absolute, pageOf, contentUpdated }));
    expect(entries).toEqual([]);
    expect(feed.updated).toBe(HISTORY.since);
  });

  it('refuses an unreadable date rather than write one', () => {
    expect(() => renderChangesFeed({ history: undefined, absolute, pageOf, contentUpdated: '' })).toThrow(/illisible/);
  });
});
