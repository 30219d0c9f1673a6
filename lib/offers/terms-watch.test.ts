import { describe, expect, it } from 'vitest';
import type { OfferSource } from './schema';
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

  it('shows a source as gone after more than a week of 404 or 410 from the failure’s first day, not before, and not for other failures', () => {
    const watch = (first: string, status: number, reason = 'http' as const) => ({
      sources: [watched('faq', { read: '2026-10-01', failure: { reason, status, first, last: '2026-11-26' } })],
    });
    expect(termsWatchOf(record, watch('2026-11-18', 404), '2026-11-26').gone).toMatchObject([{ since: '2026-11-18', status: 404 }]);
    expect(termsWatchOf(record, watch('2026-11-18', 410), '2026-11-26').gone).toHaveLength(1);
    expect(termsWatchOf(record, watch('2026-11-19', 404), '2026-11-26').gone).toEqual([]);
    expect(termsWatchOf(record, watch('2026-11-01', 500), '2026-11-26').gone).toEqual([]);
  });

  it('never says the terms changed because a source fails, whatever the failure', () => {
    const failing = (failure: object) => ({ sources: [watched('conditions', { read: '2026-11-10', failure })] });
    for (const failure of [
      { reason: 'robots-unreachable', cause: 'timeout', first: '2026-11-21', last: '2026-11-26' },
      { reason: 'robots-unreachable', status: 503, first: '2026-11-21', last: '2026-11-26' },
      { reason: 'robots-refused', first: '2026-11-21', last: '2026-11-26' },
      { reason: 'unreachable', cause: 'network', first: '2026-11-21', last: '2026-11-26' },
      { reason: 'http', status: 404, first: '2026-11-21', last: '2026-11-26' },
    ] as const) {
      expect(termsWatchOf(record, failing(failure), '2026-11-26')).toEqual({ gone: [] });
    }
    // Only the page's own 404 says it is gone: a failure of its robots.txt never asked for the page.
    const robots = {
      sources: [watched('faq', { failure: { reason: 'robots-unreachable', status: 404, first: '2026-10-01', last: '2026-11-26' } })],
    };
    expect(termsWatchOf(record, robots, '2026-11-26').gone).toEqual([]);
  });
});
