import { describe, expect, it } from 'vitest';
import { nextEntry } from './entry';
import { latestOf } from './memory';
import { fingerprintOf } from './page-text';
import type { PageRead } from './polite-fetch';
import { termsPage } from './test-servers';
import type { WatchedSource } from './types';
import { parseWatch } from './watch';

/*
 * The watch's memory between daily runs (the last run's file) against the repository's file
 * (what the writers last merged): the entries come from the later of the two, the news is
 * counted from the repository's, so that what is not merged yet is proposed again, whole.
 */
const URL = 'https://exemple.fr/conditions';
const address = { url: URL, records: ['N26'] };
const reading = (bonus: string, day: string): WatchedSource => {
  const { fingerprint, passages } = fingerprintOf(termsPage(bonus), URL);
  return { ...address, read: day, fingerprint, passages, since: '2026-11-01' };
};
const ok = (bonus: string): PageRead => ({ kind: 'ok', finalUrl: URL, html: termsPage(bonus) });
const notFound: PageRead = { kind: 'failed', reason: 'http', status: 404, finalUrl: URL };

describe('latestOf', () => {
  it('takes, per address, the entry that learnt something last, the repository’s when the memory is older', () => {
    const merged = reading('15 €', '2026-11-20');
    const remembered = { ...merged, failure: { reason: 'http' as const, status: 404, first: '2026-11-21', last: '2026-11-24' } };
    const other = { ...reading('15 €', '2026-11-24'), url: 'https://exemple.fr/aide' };
    expect(latestOf({ sources: [merged] }, { sources: [remembered, other] }).sources).toEqual([remembered, other]);
    expect(latestOf({ sources: [{ ...other, read: '2026-11-25' }] }, { sources: [other] }).sources).toEqual([
      { ...other, read: '2026-11-25' },
    ]);
  });
});

describe('nextEntry, from the memory, counted from the repository', () => {
  it('proposes a text change again while it is not merged, even on a day the page fails', () => {
    const merged = reading('15 €', '2026-11-20');
    const remembered = { ...reading('10 €', '2026-11-21'), changed: '2026-11-21' };
    const again = nextEntry(address, remembered, ok('10 €'), '2026-11-22', merged);
    expect(again.entry).toMatchObject({ changed: '2026-11-21', read: '2026-11-22' });
    expect(again.changes.map((change) => change.kind)).toEqual(['text-changed']);
    const failing = nextEntry(address, remembered, notFound, '2026-11-22', merged);
    expect(failing.entry).toMatchObject({ fingerprint: remembered.fingerprint, read: '2026-11-21', changed: '2026-11-21' });
    expect(failing.changes.map((change) => change.kind)).toEqual(['text-changed', 'failing']);
  });

  it('proposes an old failure until the repository has it as old, then never again', () => {
    const merged = reading('15 €', '2026-11-10');
    const failure = { reason: 'http' as const, status: 404, first: '2026-11-12' };
    const remembered = { ...merged, failure: { ...failure, last: '2026-11-19' } };
    expect(nextEntry(address, remembered, notFound, '2026-11-19', merged).changes).toEqual([]);
    expect(nextEntry(address, remembered, notFound, '2026-11-20', merged).changes.map((change) => change.kind)).toEqual(['failing-long']);
    const told = { ...merged, failure: { ...failure, last: '2026-11-20' } };
    expect(nextEntry(address, remembered, notFound, '2026-11-21', told).changes).toEqual([]);
    // The same failure merged while young is still news once old.
    const young = { ...merged, failure: { ...failure, last: '2026-11-13' } };
    expect(nextEntry(address, remembered, notFound, '2026-11-21', young).changes.map((change) => change.kind)).toEqual(['failing-long']);
  });
});

describe('parseWatch', () => {
  it('refuses the old shape of a failure, naming the file and the field', () => {
    const old = `sources:\n  - url: ${URL}\n    records: [N26]\n    read: 2026-11-20\n    failure: { reason: http, status: 404, since: 2026-11-10 }\n`;
    expect(() => parseWatch(old, 'content/sources-watch.yaml')).toThrow(
      `content/sources-watch.yaml\u00a0: l’entrée ${URL} a «\u00a0failure.since\u00a0», l’ancienne forme du fichier (un échec a désormais «\u00a0first\u00a0» et «\u00a0last\u00a0»)`,
    );
  });
});
