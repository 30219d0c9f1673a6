import { act, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { GlobalValuesProvider } from '@/components/primes/GlobalValuesProvider';
import { RecentChanges } from '@/components/mdx/RecentChanges';
import { toGlobalValues } from '@/lib/primes/derive';
import { HISTORY } from '@/tests/fixtures/prime-history';
import { OfferHistory } from './OfferHistory';

vi.mock('@/lib/primes/browser', () => ({ fetchGlobalValuesInBrowser: () => new Promise(() => {}) }));

async function renderWith(ui: ReactNode, live: Record<string, number> = { PRIME_PARRAIN_BOURSOBANK: 150 }) {
  let container: HTMLElement | undefined;
  await act(async () => {
    container = render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <GlobalValuesProvider snapshot={toGlobalValues(live)}>{ui}</GlobalValuesProvider>
      </SWRConfig>,
    ).container;
  });
  if (!container) throw new Error('not rendered');
  return container;
}
const lines = (root: Element) => [...root.querySelectorAll('li')].map((item) => item.textContent);

describe('<OfferHistory> (in the offer box)', () => {
  it('lists the provider’s changes newest first, old → new with the day, then the amount now', async () => {
    const box = await renderWith(<OfferHistory provider="BOURSOBANK" history={HISTORY} />);
    const section = box.querySelector('#historique-boursobank');
    expect(section).not.toBeNull();
    expect(lines(box)).toEqual([
      '21 novembre 2026\u00a0: Prime du parrain, 80\u00a0€ → 150\u00a0€',
      '10 novembre 2026\u00a0: Prime du parrain, 100\u00a0€ → 80\u00a0€',
    ]);
    // The amount now is the live one, like the box's own.
    await waitFor(() =>
      expect(box.querySelector('[data-history-current]')?.textContent).toBe('Aujourd’hui\u00a0: prime du parrain 150\u00a0€.'),
    );
    expect(box.querySelector('a[href="/historique-primes.xml"]')).not.toBeNull();
    expect(box.textContent).toContain('relevés chaque jour depuis le 1 novembre 2026');
  });

  it('says a new amount is new, never « 0 € → … »', async () => {
    const box = await renderWith(<OfferHistory provider="JOKO" history={HISTORY} />);
    expect(lines(box)).toEqual(['21 novembre 2026\u00a0: Prime du filleul, nouveau montant\u00a0: 2\u00a0€']);
  });

  it('says when nothing changed since tracking began, and shows nothing before the first snapshot', async () => {
    const box = await renderWith(<OfferHistory provider="IGRAAL" history={HISTORY} />);
    expect(box.textContent).toContain('Aucun changement relevé depuis le début du suivi, le 1 novembre 2026.');
    const none = await renderWith(<OfferHistory provider="IGRAAL" history={undefined} />);
    expect(none.textContent).toBe('');
  });
});

describe('<RecentChanges> (« Dernières évolutions »)', () => {
  it('lists every change newest first, linked to its offer box’s history when the offer has a page', async () => {
    const pageOf = (provider: string) => (provider === 'BOURSOBANK' ? '/banque/boursobank' : undefined);
    const list = await renderWith(<RecentChanges history={HISTORY} pageOf={pageOf} />);
    expect(lines(list)).toEqual([
      '21 novembre 2026\u00a0: Prime du filleul Joko, nouveau montant\u00a0: 2\u00a0€',
      '21 novembre 2026\u00a0: Prime du parrain BoursoBank, 80\u00a0€ → 150\u00a0€',
      '10 novembre 2026\u00a0: Prime du parrain BoursoBank, 100\u00a0€ → 80\u00a0€',
    ]);
    expect([...list.querySelectorAll('li a')].map((link) => link.getAttribute('href'))).toEqual([
      '/banque/boursobank#historique-boursobank',
      '/banque/boursobank#historique-boursobank',
    ]);
    expect(list.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-21T09:30:00.5Z');
  });

  it('before the first snapshot, shows nothing (components/mdx/RecentChanges.test.tsx has the section’s heading)', async () => {
    const list = await renderWith(<RecentChanges history={undefined} />);
    expect(list.textContent).toBe('');
  });
});
