import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GlobalValues } from '@/lib/primes/types';
import { ORIGIN_OUTDATED } from '@/lib/offers/origin-outdated';
import { OriginNote } from './LiveSide';

afterEach(cleanup);
const origin = { kind: 'confirmed', text: 'Confirmés sur fortuneo.fr', figures: { PRIME_FILLEUL_FORTUNEO_GOLD: 150 } } as const;
const values = (amount: number) => ({ PRIME_FILLEUL_FORTUNEO_GOLD: amount }) as unknown as GlobalValues;

describe('<OriginNote>', () => {
  it('says the origin while the live amounts are those it speaks for', () => {
    const { container } = render(<OriginNote origin={origin} values={values(150)} className="origin-note" />);
    expect(container.textContent).toBe('Confirmés sur fortuneo.fr');
    expect(container.querySelector('[data-origin]')?.getAttribute('data-origin')).toBe('confirmed');
  });

  it('once a live read changes a figure, says so over the old words, which stay hidden to keep the line', () => {
    const { container } = render(<OriginNote origin={origin} values={values(100)} className="origin-note" />);
    expect(container.querySelector('[data-origin="outdated"]')?.textContent).toBe(ORIGIN_OUTDATED);
    expect(container.querySelector('.origin-stale__was')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('.origin-stale__was')?.textContent).toBe('Confirmés sur fortuneo.fr');
  });
});
