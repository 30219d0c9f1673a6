import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONDITION_KINDS } from '@/lib/offers/record';
import { PROVIDERS, PROVIDER_MONOGRAMS } from '@/lib/primes/providers';
import { outboundFor } from '@/lib/redirects';
import { ICONS_CSS } from '@/components/styles/icons-css';
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
  it.each(CONDITION_KINDS)('draws the %s kind from the stylesheet, hidden from assistive technology', (kind) => {
    const { container } = render(<ConditionIcon kind={kind} />);
    const icon = container.firstElementChild;
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(icon?.getAttribute('data-condition-icon')).toBe(kind);
    const rule = new RegExp(
      `\\.condition-icon\\[data-condition-icon="${kind}"\\]\\{--icon:url\\("data:image/svg\\+xml,([^"]+)"\\)\\}`,
    ).exec(ICONS_CSS);
    expect(rule, `the ${kind} rule`).not.toBeNull();
    // The drawing, decoded, is the one of condition-drawings.ts inside an <svg>.
    expect(decodeURIComponent(rule![1]!).replaceAll("'", '"')).toContain(CONDITION_DRAWINGS[kind]);
  });
});
