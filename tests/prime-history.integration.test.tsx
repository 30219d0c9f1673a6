import { act, render, waitFor } from '@testing-library/react';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SWRConfig } from 'swr';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, startEmulator, writeDocument } from '@/scripts/lib/emulator.mjs';
import { RecentChanges } from '@/components/mdx/RecentChanges';
import { OfferHistory } from '@/components/offers/OfferHistory';
import { GlobalValuesProvider } from '@/components/primes/GlobalValuesProvider';
import { readPrimeHistory } from '@/lib/primes/history/check';
import { toGlobalValues } from '@/lib/primes/derive';
import { runSnapshot } from '@/lib/primes/history/cli';
import { HISTORY_FILE, type PrimeHistory } from '@/lib/primes/history/types';
import { renderChangesFeed } from '@/lib/seo/changes-feed';
import { parseAtom } from './fixtures/parse-atom';

vi.mock('@/lib/primes/browser', () => ({ fetchGlobalValuesInBrowser: () => new Promise(() => {}) }));

/**
 * What docs/data.md#lhistorique-des-montants promises, against the real Cloud Firestore emulator: two keys of the
 * document change, the snapshot runs twice, the log has exactly two new entries, and the
 * offer boxes' history, « Dernières évolutions » and the Atom feed all show them.
 */
const ROOT = join(import.meta.dirname, '..');
const BEFORE = { PRIME_PARRAIN_BOURSOBANK: 80, PRIME_FILLEUL_BOURSOBANK: 50, PRIME_PARRAIN_IGRAAL: 4, PRIME_FILLEUL_IGRAAL: 3 };
const AFTER = { ...BEFORE, PRIME_PARRAIN_BOURSOBANK: 150, PRIME_FILLEUL_IGRAAL: 5 };
const work = mkdtempSync(join(tmpdir(), 'prime-history-'));
let emulator: Awaited<ReturnType<typeof startEmulator>>;

beforeAll(async () => {
  emulator = await startEmulator({ port: await freePort() });
}, 60_000);
afterAll(async () => {
  await emulator?.stop();
  rmSync(work, { recursive: true, force: true });
});

const snapshot = () => runSnapshot([work], ROOT, () => {}, { NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${emulator.port}` });
const readLog = (): PrimeHistory => {
  const read = readPrimeHistory(readFileSync(join(work, HISTORY_FILE), 'utf8'));
  expect(read.problems).toEqual([]);
  if (!read.history) throw new Error('no history');
  return read.history;
};

describe('a change of two amounts, from the document to the feed', () => {
  let history: PrimeHistory;

  it('the log gets exactly two new entries, however many times the snapshot runs', async () => {
    await writeDocument(emulator.origin, 'primes/primes_parrainage', BEFORE);
    expect(await snapshot()).toBe(0);
    expect(readLog().changes).toEqual([]);
    await writeDocument(emulator.origin, 'primes/primes_parrainage', AFTER);
    expect(await snapshot()).toBe(0);
    expect(await snapshot()).toBe(0);
    history = readLog();
    expect(history.changes.map((change) => [change.key, change.old, change.new])).toEqual([
      ['PRIME_FILLEUL_IGRAAL', 3, 5],
      ['PRIME_PARRAIN_BOURSOBANK', 80, 150],
    ]);
  });

  it('each offer box’s history and « Dernières évolutions » show them', async () => {
    let container: HTMLElement | undefined;
    await act(async () => {
      container = render(
        <SWRConfig value={{ provider: () => new Map() }}>
          <GlobalValuesProvider snapshot={toGlobalValues(AFTER)}>
            <OfferHistory provider="BOURSOBANK" history={history} />
            <OfferHistory provider="IGRAAL" history={history} />
            <RecentChanges history={history} pageOf={() => undefined} />
          </GlobalValuesProvider>
        </SWRConfig>,
      ).container;
    });
    const text = (selector: string) => container?.querySelector(selector)?.textContent ?? '';
    expect(text('#historique-boursobank [data-history-list]')).toContain('Prime du parrain, 80\u00a0€ → 150\u00a0€');
    expect(text('#historique-igraal [data-history-list]')).toContain('Prime du filleul, 3\u00a0€ → 5\u00a0€');
    await waitFor(() =>
      expect(text('#historique-boursobank [data-history-current]')).toBe('Aujourd’hui\u00a0: prime du parrain 150\u00a0€.'),
    );
    const recent = [...(container?.querySelectorAll('[data-recent-changes] li') ?? [])].map((item) => item.textContent);
    expect(recent).toHaveLength(2);
    expect(recent.join('\n')).toContain('Prime du parrain BoursoBank, 80\u00a0€ → 150\u00a0€');
    expect(recent.join('\n')).toContain('Prime du filleul iGraal, 3\u00a0€ → 5\u00a0€');
  });

  it('the Atom feed, read by a feed parser, lists them', () => {
    const xml = renderChangesFeed({
      history,
      absolute: (path) => `https://exemple.fr${path}`,
      pageOf: () => undefined,
      contentUpdated: '2026-11-22T00:00:00.000Z',
    });
    const { entries } = parseAtom(xml);
    expect(entries.map((entry) => entry.title).sort()).toEqual([
      'Prime du filleul iGraal\u00a0: 3\u00a0€ → 5\u00a0€',
      'Prime du parrain BoursoBank\u00a0: 80\u00a0€ → 150\u00a0€',
    ]);
  });
});
