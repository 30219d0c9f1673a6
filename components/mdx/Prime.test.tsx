import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GlobalValuesProvider } from '@/components/primes/GlobalValuesProvider';
import { toGlobalValues } from '@/lib/primes/derive';
import type { GlobalValues } from '@/lib/primes/types';
import { Boosted } from './Boosted';
import { Prime } from './Prime';

const browserRead = vi.hoisted(() => ({ next: (): Promise<GlobalValues> => new Promise(() => {}) }));
vi.mock('@/lib/primes/browser', () => ({ fetchGlobalValuesInBrowser: () => browserRead.next() }));

/** A fresh SWR cache per test, with the given server snapshot. */
function renderWith(snapshot: GlobalValues, ui: ReactNode) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <GlobalValuesProvider snapshot={snapshot}>{ui}</GlobalValuesProvider>
    </SWRConfig>,
  );
}

afterEach(() => {
  browserRead.next = () => new Promise(() => {});
});

describe('<Prime>', () => {
  it('prints the amount the French way from the server snapshot', () => {
    const { container } = renderWith(
      toGlobalValues({ PRIME_FILLEUL_BOURSOBANK: 80, PRIME_PARTAGE_IGRAAL: 2.5 }),
      <>
        <Prime provider="BOURSOBANK" kind="filleul" />
        <Prime provider="IGRAAL" kind="partage" />
        <Prime provider="IGRAAL" kind="partage_et_filleul" />
      </>,
    );
    const texts = [...container.querySelectorAll('.prime')].map((node) => node.textContent);
    expect(texts).toEqual(['80\u00a0€', '2,50\u00a0€', '2,50\u00a0€']);
  });

  it('prints a sober fallback when the value is absent, never undefined, NaN or 0 €', () => {
    const { container } = renderWith({}, <Prime provider="JOKO" kind="parrain" />);
    expect(container.textContent).toBe('montant non communiqué');
    expect(container.textContent).not.toMatch(/undefined|NaN|0\s€/);
  });

  it('updates in place when the browser read brings a new value', async () => {
    browserRead.next = () => Promise.resolve(toGlobalValues({ PRIME_FILLEUL_BOURSOBANK: 110 }));
    const { container } = renderWith(toGlobalValues({ PRIME_FILLEUL_BOURSOBANK: 80 }), <Prime provider="BOURSOBANK" kind="filleul" />);
    expect(container.textContent).toBe('80\u00a0€');
    await waitFor(() => expect(container.textContent).toBe('110\u00a0€'));
  });
});

describe('<Boosted>', () => {
  it('shows the badge, worded for the sponsor’s bonus it measures, while the offer is boosted', () => {
    renderWith(toGlobalValues({ PRIME_PARRAIN_BOURSOBANK: 80 }), <Boosted provider="BOURSOBANK" />);
    expect(screen.getByText('Prime du parrain augmentée')).toBeTruthy();
  });

  it('shows nothing below the threshold or when the value is absent', () => {
    const below = renderWith(toGlobalValues({ PRIME_PARRAIN_BOURSOBANK: 79 }), <Boosted provider="BOURSOBANK" />);
    expect(below.container.textContent).toBe('');
    below.unmount();
    const absent = renderWith({}, <Boosted provider="IGRAAL" />);
    expect(absent.container.textContent).toBe('');
  });

  it('follows the Gold card for Fortuneo', () => {
    renderWith(toGlobalValues({ PRIME_PARRAIN_FORTUNEO_GOLD: 80 }), <Boosted provider="FORTUNEO_GOLD" />);
    expect(screen.getByText('Prime du parrain augmentée')).toBeTruthy();
  });
});
