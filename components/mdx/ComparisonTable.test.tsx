import { fireEvent, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { GlobalValuesProvider } from '@/components/primes/GlobalValuesProvider';
import { toGlobalValues } from '@/lib/primes/derive';
import { PROVIDERS } from '@/lib/primes/providers';
import { ComparisonTable } from './ComparisonTable';

vi.mock('@/lib/primes/browser', () => ({ fetchGlobalValuesInBrowser: () => new Promise(() => {}) }));

const snapshot = toGlobalValues({ PRIME_PARRAIN_JOKO: 5, PRIME_PARRAIN_IGRAAL: 7, PRIME_PARRAIN_WIDILO: 3, PRIME_PARRAIN_BOURSOBANK: 80 });
const renderTable = (group?: 'cashback') =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <GlobalValuesProvider snapshot={snapshot}>
        <ComparisonTable group={group} />
      </GlobalValuesProvider>
    </SWRConfig>,
  );
const rowOrder = () => screen.getAllByRole('row').slice(1).map((row) => row.getAttribute('data-provider'));

describe('<ComparisonTable>', () => {
  it('lists all 21 providers, sponsor bonus first by default, absent values last', () => {
    renderTable();
    const order = rowOrder();
    expect(order).toHaveLength(PROVIDERS.length);
    expect(order.slice(0, 4)).toEqual(['BOURSOBANK', 'IGRAAL', 'JOKO', 'WIDILO']);
    expect(within(screen.getAllByRole('row')[1]!).getByText('Offre boostée')).toBeTruthy();
  });

  it('sorts by the clicked column and toggles the direction', () => {
    renderTable('cashback');
    expect(rowOrder()).toHaveLength(6);
    const sponsor = screen.getByRole('button', { name: /Prime du parrain/ });
    fireEvent.click(sponsor);
    expect(rowOrder().slice(0, 3)).toEqual(['WIDILO', 'JOKO', 'IGRAAL']);
    expect(sponsor.closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: /Offre/ }));
    expect(rowOrder()[0]).toBe('EBUYCLUB');
  });
});
