import { describe, expect, it } from 'vitest';
import type { OfferSource } from './record';
import { termsWatchOf } from './terms-watch';

const source = (id: string): OfferSource => ({ id, title: id, url: `https://exemple.fr/${id}`, consulted: '2026-11-20', kind: 'officiel' });
const record = { checked: '2026-11-20', sources: [source('conditions'), source('aide'), source('faq')] };
const watched = (id: string, extra: object) => ({ url: `https://exemple.fr/${id}`, records: ['N26'], read: '2026-11-26', ...extra });

describe('termsWatchOf', () => {
  it('names the sources changed after the record’s check, and the last day one did', () => {
    const watch = {
      sources: [
        watched('conditions', { changed: '2026-11-24' }),
        watched('aide', { changed: '2026-11-25' }),
        watched('faq', { changed: '2026-11-20' }),
      ],
    };
    const result = termsWatchOf(record, watch, '2026-11-26');
    expect(result.changed?.on).toBe('2026-11-25');
    expect(result.changed?.sources.map((entry) => entry.id)).toEqual(['conditions', 'aide']);
  });

  it('says nothing of a change on or before the check, or of a record never checked', () => {
    const watch = { sources: [watched('conditions', { changed: '2026-11-20' })] };
    expect(termsWatchOf(record, watch, '2026-11-26').changed).toBeUndefined();
    const later = { sources: [watched('conditions', { changed: '2026-11-25' })] };
    expect(termsWatchOf({ sources: record.sources }, later, '2026-11-26').changed).toBeUndefined();
  });

  it('shows a source as gone after more than a week of 404 or 410, not before, and not for other failures', () => {
    const watch = (since: string, status: number) => ({ sources: [watched('faq', { failure: { reason: 'http', status, since } })] });
    expect(termsWatchOf(record, watch('2026-11-18', 404), '2026-11-26').gone).toMatchObject([{ since: '2026-11-18', status: 404 }]);
    expect(termsWatchOf(record, watch('2026-11-18', 410), '2026-11-26').gone).toHaveLength(1);
    expect(termsWatchOf(record, watch('2026-11-19', 404), '2026-11-26').gone).toEqual([]);
    expect(termsWatchOf(record, watch('2026-11-01', 500), '2026-11-26').gone).toEqual([]);
  });
});
