import { act, render, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GlobalValuesProvider } from '@/components/primes/GlobalValuesProvider';
import { Prime } from '@/components/mdx/Prime';
import { toGlobalValues } from '@/lib/primes/derive';
import type { GlobalValues } from '@/lib/primes/types';

/** Each call of the browser read takes the next scripted answer. */
const reads = vi.hoisted(() => ({ answers: [] as (() => Promise<GlobalValues>)[], calls: 0 }));
vi.mock('@/lib/primes/browser', () => ({
  fetchGlobalValuesInBrowser: () => {
    reads.calls += 1;
    return (reads.answers.shift() ?? (() => new Promise<GlobalValues>(() => {})))();
  },
}));
const fail = () => Promise.reject(new Error('Firestore refused'));
/** jsdom has no requestIdleCallback: lib/browser/when-idle.ts then waits 1 s after the load. */
const IDLE_WAIT_MS = 1_000;
const AFTER_IDLE = { timeout: IDLE_WAIT_MS + 2_000 };

function renderPage(snapshot: GlobalValues) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <GlobalValuesProvider snapshot={snapshot}>
        <Prime provider="BOURSOBANK" kind="filleul" />|<Prime provider="BOURSOBANK" kind="parrain" />
      </GlobalValuesProvider>
    </SWRConfig>,
  );
}

/** The amounts shown, in page order (the words only, without the « à confirmer » beside them). */
const shown = (container: HTMLElement) => [...container.querySelectorAll('[data-prime]')].map((node) => node.textContent).join('|');

afterEach(() => {
  reads.answers = [];
  reads.calls = 0;
});

describe('live amounts never get worse than the page', () => {
  it('keeps the server amounts when the read fails, and retries until one succeeds', async () => {
    reads.answers = [fail, () => Promise.resolve(toGlobalValues({ PRIME_FILLEUL_BOURSOBANK: 110, PRIME_PARRAIN_BOURSOBANK: 90 }))];
    const { container } = renderPage(toGlobalValues({ PRIME_FILLEUL_BOURSOBANK: 80, PRIME_PARRAIN_BOURSOBANK: 100 }));
    await waitFor(() => expect(reads.calls).toBe(1), AFTER_IDLE);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(shown(container)).toBe('80\u00a0€|100\u00a0€');
    // The first retry comes 2 s later.
    await waitFor(() => expect(shown(container)).toBe('110\u00a0€|90\u00a0€'), { timeout: 6_000 });
    expect(reads.calls).toBe(2);
  }, 10_000);

  it('stops retrying after three attempts, still showing the server amounts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      reads.answers = [fail, fail, fail, fail, fail, fail];
      const { container } = renderPage(toGlobalValues({ PRIME_FILLEUL_BOURSOBANK: 80, PRIME_PARRAIN_BOURSOBANK: 100 }));
      for (let i = 0; i < 10; i += 1) await act(() => vi.advanceTimersByTimeAsync(10_000));
      // One shared read for both amounts, three retries: four attempts, however many amounts the page holds.
      expect(reads.calls).toBe(4);
      expect(shown(container)).toBe('80\u00a0€|100\u00a0€');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the fallback only for the key a successful read lacks', async () => {
    reads.answers = [() => Promise.resolve(toGlobalValues({ PRIME_PARRAIN_BOURSOBANK: 90 }))];
    const { container } = renderPage(toGlobalValues({ PRIME_FILLEUL_BOURSOBANK: 80, PRIME_PARRAIN_BOURSOBANK: 100 }));
    await waitFor(() => expect(shown(container)).toBe('montant non communiqué|90\u00a0€'), AFTER_IDLE);
  });

  it('reads only once the loaded page is idle, so the read stays out of hydration', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    try {
      reads.answers = [() => Promise.resolve(toGlobalValues({ PRIME_FILLEUL_BOURSOBANK: 110, PRIME_PARRAIN_BOURSOBANK: 90 }))];
      const { container } = renderPage(toGlobalValues({ PRIME_FILLEUL_BOURSOBANK: 80, PRIME_PARRAIN_BOURSOBANK: 100 }));
      await act(() => vi.advanceTimersByTimeAsync(IDLE_WAIT_MS - 1));
      expect(reads.calls).toBe(0);
      expect(shown(container)).toBe('80\u00a0€|100\u00a0€');
      await act(() => vi.advanceTimersByTimeAsync(1));
      // The reader's module is then imported: a few ticks, no timer.
      await vi.waitFor(() => expect(reads.calls).toBe(1));
      await vi.waitFor(() => expect(shown(container)).toBe('110\u00a0€|90\u00a0€'));
    } finally {
      vi.useRealTimers();
    }
  });
});
