import { fireEvent, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { GlobalValuesProvider } from '@/components/primes/GlobalValuesProvider';
import { toGlobalValues } from '@/lib/primes/derive';
import { PROVIDERS } from '@/lib/primes/providers';
import type { OfferSummaries } from '@/lib/content/offer-summary';
import { ComparisonTable } from './ComparisonTable';

vi.mock('@/lib/primes/browser', () => ({ fetchGlobalValuesInBrowser: () => new Promise(() => {}) }));

const snapshot = toGlobalValues({
  PRIME_PARRAIN_JOKO: 5,
  PRIME_PARRAIN_IGRAAL: 7,
  PRIME_PARRAIN_WIDILO: 3,
  PRIME_PARRAIN_BOURSOBANK: 80,
  PRIME_FILLEUL_JOKO: 5,
  PRIME_FILLEUL_IGRAAL: 3,
  PRIME_FILLEUL_WIDILO: 4,
  PRIME_FILLEUL_BOURSOBANK: 50,
  PRIME_PARTAGE_JOKO: 1,
  PRIME_PARTAGE_IGRAAL: 2,
});
const renderTable = (group?: 'cashback', offers: OfferSummaries = {}) =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <GlobalValuesProvider snapshot={snapshot}>
        <ComparisonTable group={group} offers={offers} />
      </GlobalValuesProvider>
    </SWRConfig>,
  );
const rowOrder = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.getAttribute('data-provider'));

describe('<ComparisonTable>', () => {
  it('lists all 21 providers, ranked by what the referee receives, absent values last', () => {
    renderTable();
    const order = rowOrder();
    expect(order).toHaveLength(PROVIDERS.length);
    expect(order.slice(0, 4)).toEqual(['BOURSOBANK', 'JOKO', 'WIDILO', 'IGRAAL']);
    // Boosted is a badge, not a rank: BoursoBank is first for its referee bonus. The badge
    // measures the sponsor's bonus, so it sits in that cell and not beside the referee's.
    const [referee, sponsor] = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(sponsor?.textContent).toBe('80\u00a0€ Prime du parrain augmentée');
    expect(referee?.textContent).toBe('50\u00a0€');
    expect(screen.queryByText('Offre boostée')).toBeNull();
    expect(screen.getAllByRole('columnheader')[1]?.getAttribute('aria-sort')).toBe('descending');
    // Without any site code there is no share bonus to show or explain.
    expect(screen.queryByRole('button', { name: /Bonus de partage/ })).toBeNull();
    expect(document.querySelector('.table-note')?.textContent).not.toMatch(/Bonus de partage/);
  });

  it('sorts by the clicked column and toggles the direction', () => {
    renderTable('cashback');
    expect(rowOrder()).toHaveLength(6);
    const sponsor = screen.getByRole('button', { name: /Prime du parrain/ });
    fireEvent.click(sponsor);
    expect(rowOrder().slice(0, 3)).toEqual(['IGRAAL', 'JOKO', 'WIDILO']);
    fireEvent.click(sponsor);
    expect(rowOrder().slice(0, 3)).toEqual(['WIDILO', 'JOKO', 'IGRAAL']);
    expect(sponsor.closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: /Offre/ }));
    expect(rowOrder()[0]).toBe('EBUYCLUB');
  });

  it('shows the share bonus only where the site has a code, and explains it', () => {
    renderTable('cashback', { JOKO: { siteCode: true, href: '/cashback/joko', condition: 'Premier achat validé' } });
    const joko = screen.getAllByRole('row').find((row) => row.getAttribute('data-provider') === 'JOKO')!;
    const igraal = screen.getAllByRole('row').find((row) => row.getAttribute('data-provider') === 'IGRAAL')!;
    expect(within(joko).getAllByRole('cell')[2]?.textContent).toBe('1\u00a0€');
    expect(within(igraal).getAllByRole('cell')[2]?.textContent).toBe('—pas de code du site');
    expect(within(joko).getByText('Premier achat validé')).toBeTruthy();
    expect(within(joko).getByRole('link', { name: 'Joko' }).getAttribute('href')).toBe('/cashback/joko');
    expect(document.querySelector('.table-note')?.textContent).toMatch(/^Bonus de partage\u00a0: la part de sa propre prime/);
  });

  it('says why a provider has no page in its row, beside its condition when it has one', () => {
    renderTable(undefined, {
      CURVE: { siteCode: false, withoutPage: 'Seules des conditions britanniques ont été trouvées' },
      PAYPAL: { siteCode: false, withoutPage: 'Aucun programme français trouvé', condition: 'Premier paiement' },
      JOKO: { siteCode: false, href: '/cashback/joko' },
    });
    const condition = (provider: string) =>
      screen
        .getAllByRole('row')
        .find((row) => row.getAttribute('data-provider') === provider)
        ?.querySelector('td.condition')?.textContent;
    expect(condition('CURVE')).toBe('Pas de page sur ce site. Seules des conditions britanniques ont été trouvées.');
    expect(condition('PAYPAL')).toBe('Premier paiement Pas de page sur ce site. Aucun programme français trouvé.');
    expect(condition('JOKO')).toBe('voir la page de l’offre');
    const curve = screen.getAllByRole('row').find((row) => row.getAttribute('data-provider') === 'CURVE')!;
    expect(within(curve).queryByRole('link')).toBeNull();
  });

  it('filters by family', () => {
    renderTable();
    fireEvent.click(screen.getByRole('button', { name: 'Investissement' }));
    expect(
      rowOrder().every((provider) =>
        ['TRADEREPUBLIC', 'PEERBERRY', 'ROBOCASH', 'ESKETIT', 'FINTOWN', 'GETINCOME', 'MINTOS'].includes(provider ?? ''),
      ),
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Investissement' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Toutes' }));
    expect(rowOrder()).toHaveLength(PROVIDERS.length);
  });
});
