import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { GlobalValuesProvider } from '@/components/primes/GlobalValuesProvider';
import { offerSummaries } from '@/lib/offers/summary';
import { toGlobalValues } from '@/lib/primes/derive';
import { ComparisonTable } from './ComparisonTable';
import { OfferCount } from './OfferCount';

vi.mock('@/lib/primes/browser', () => ({ fetchGlobalValuesInBrowser: () => new Promise(() => {}) }));

const NBSP = '\u00a0';
const content = (path: string) => readFileSync(join(import.meta.dirname, '../../content', path), 'utf8');

/** The rows /parrainage's comparison shows, from the real records, as its body renders it (<ComparisonTable />, no family). */
function comparisonRows(): number {
  const { container, unmount } = render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <GlobalValuesProvider snapshot={toGlobalValues({})}>
        <ComparisonTable offers={offerSummaries()} />
      </GlobalValuesProvider>
    </SWRConfig>,
  );
  const rows = container.querySelectorAll('tbody tr').length;
  unmount();
  return rows;
}

describe('the number of offers the home page quotes', () => {
  it('is the number of rows /parrainage’s comparison shows, from the same records', () => {
    const rows = comparisonRows();
    expect(rows).toBeGreaterThan(0);
    const { container } = render(<OfferCount />);
    expect(Number(container.querySelector('[data-offer-count]')?.getAttribute('data-offer-count'))).toBe(rows);
    expect(container.textContent).toBe(`${rows}${NBSP}offres`);
  });

  it('is never typed by hand: the home page says it with <OfferCount />, and /parrainage shows the full comparison', () => {
    const home = content('index.mdx');
    expect(home).toContain('<OfferCount />');
    expect(home).not.toMatch(/\d+[\s\u00a0]+(?:offres|programmes)/);
    expect(content('parrainage.mdx')).toMatch(/^<ComparisonTable \/>$/m);
  });
});
