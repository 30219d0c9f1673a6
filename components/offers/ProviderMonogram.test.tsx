import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONDITION_KINDS } from '@/lib/offers/schema';
import { PROVIDERS, PROVIDER_MONOGRAMS } from '@/lib/primes/providers';
import { outboundFor } from '@/lib/redirects';
import { ConditionIcon } from './ConditionIcon';
import { CONDITION_DRAWINGS } from './condition-drawings';
import { ProviderMonogram } from './ProviderMonogram';

describe('ProviderMonogram', () => {
  it('draws the provider’s letters as a decorative SVG, hidden from assistive technology', () => {
    const { container } = render(<ProviderMonogram provider="BOURSOBANK" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.querySelector('text')?.textContent).toBe('BB');
    expect(container.querySelector('img, image')).toBeNull();
  });

  it('gives each brand its own letters, short enough for the badge', () => {
    const brandOf = (provider: (typeof PROVIDERS)[number]) => outboundFor(provider)?.label ?? provider;
    for (const provider of PROVIDERS) expect(PROVIDER_MONOGRAMS[provider]).toMatch(/^\S{1,3}$/);
    for (const a of PROVIDERS)
      for (const b of PROVIDERS)
        if (a !== b && brandOf(a) !== brandOf(b)) expect(PROVIDER_MONOGRAMS[a], `${a} / ${b}`).not.toBe(PROVIDER_MONOGRAMS[b]);
  });
});

describe('ConditionIcon', () => {
  it.each(CONDITION_KINDS)('draws the %s kind inline, one path, hidden from assistive technology', (kind) => {
    const { container } = render(<ConditionIcon kind={kind} />);
    const icon = container.firstElementChild;
    // Inline, not a CSS mask or an image: those are each an SVG document for the browser to build.
    expect(icon?.tagName.toLowerCase()).toBe('svg');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(icon?.getAttribute('data-condition-icon')).toBe(kind);
    expect(icon?.getAttribute('viewBox')).toBe('0 0 20 20');
    expect([...(icon?.children ?? [])].map((child) => child.tagName.toLowerCase())).toEqual(['path']);
    expect(icon?.firstElementChild?.getAttribute('d')).toBe(CONDITION_DRAWINGS[kind]);
  });

  it('has drawings that are path data alone, starting with an absolute move', () => {
    for (const kind of CONDITION_KINDS) expect(CONDITION_DRAWINGS[kind], kind).toMatch(/^M[\d.]+[ ,]?[\d.]+[MmLlHhVvCcSsAaZz\d.\s,-]*$/);
  });
});
