import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GlobalValuesProvider } from '@/components/primes/GlobalValuesProvider';
import { toGlobalValues } from '@/lib/primes/derive';
import type { GlobalValues } from '@/lib/primes/types';
import { Boosted } from './Boosted';
import { BOOSTED_LABEL } from '@/lib/primes/share-bonus';
import { SideAmount } from '@/components/primes/LiveSide';
import type { SideFacts } from '@/lib/offers/resolve-side';
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
    // The read waits for an idle moment after the load (1 s in jsdom, which has no requestIdleCallback).
    await waitFor(() => expect(container.textContent).toBe('110\u00a0€'), { timeout: 3_000 });
  });
});

describe('<Prime> says what the offer’s record says, never « 0 € »', () => {
  it('says « aucune prime » for a side the terms do not reward, « montant variable » without a published ceiling, and why a closed programme has none', () => {
    const { container } = renderWith(
      toGlobalValues({ PRIME_FILLEUL_REVOLUT: 0, PRIME_FILLEUL_MINTOS: 0, PRIME_FILLEUL_TRADEREPUBLIC: 50, PRIME_FILLEUL_EBUYCLUB: 0 }),
      <>
        <Prime provider="REVOLUT" kind="filleul" />
        <Prime provider="MINTOS" kind="filleul" />
        <Prime provider="TRADEREPUBLIC" kind="filleul" />
        <Prime provider="EBUYCLUB" kind="filleul" />
      </>,
    );
    const texts = [...container.querySelectorAll('.prime')].map((node) => [node.getAttribute('data-status'), node.textContent]);
    expect(texts).toEqual([
      ['none', 'aucune prime'],
      ['varies', 'montant variable'],
      ['varies', 'montant variable'],
      ['closed', 'programme non publié'],
    ]);
  });
});

describe('<Boosted>', () => {
  const sourcedSponsor: SideFacts = {
    key: 'PRIME_PARRAIN_BOURSOBANK',
    basis: { kind: 'paid', published: 80 },
    boost: 'OFFRE_BOOSTED_BOURSOBANK',
  };
  it('shows the badge, worded for the sponsor’s bonus it measures, while a confirmed amount reaches the threshold', () => {
    renderWith(toGlobalValues({ PRIME_PARRAIN_BOURSOBANK: 80 }), <SideAmount facts={sourcedSponsor} badge />);
    expect(screen.getByText(BOOSTED_LABEL)).toBeTruthy();
  });

  it('never shows the badge alone: it writes the sponsor’s figure, and the badge only beside it', () => {
    const stated = renderWith(toGlobalValues({ PRIME_PARRAIN_BOURSOBANK: 80 }), <Boosted provider="BOURSOBANK" />);
    // The figure first, the badge last.
    expect(stated.container.textContent).toMatch(new RegExp(`^80\u00a0€.* ${BOOSTED_LABEL}$`));
    stated.unmount();
    const below = renderWith(toGlobalValues({ PRIME_PARRAIN_BOURSOBANK: 79 }), <Boosted provider="BOURSOBANK" />);
    expect(below.container.textContent).toMatch(/^79\u00a0€/);
    expect(below.container.textContent).not.toContain(BOOSTED_LABEL);
    below.unmount();
    // Fortuneo's record finds no public description of the sponsor's reward: 80 € from our document is not enough for the badge.
    const undescribed = renderWith(toGlobalValues({ PRIME_PARRAIN_FORTUNEO_GOLD: 80 }), <Boosted provider="FORTUNEO_GOLD" />);
    expect(undescribed.container.textContent).not.toContain(BOOSTED_LABEL);
    undescribed.unmount();
    // Without the amount, the words that replace it, and no badge.
    const absent = renderWith({}, <Boosted provider="IGRAAL" />);
    expect(absent.container.textContent).not.toBe('');
    expect(absent.container.textContent).not.toContain(BOOSTED_LABEL);
  });
});
