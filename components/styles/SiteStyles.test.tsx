import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StandaloneSiteStyles } from './SiteStyles';

describe('StandaloneSiteStyles', () => {
  it('rendered by the browser itself (root error page), loads the whole sheet, breakpoint rules included', async () => {
    const { container } = await act(async () => render(<StandaloneSiteStyles />));
    await expect.poll(() => container.querySelector('style')?.textContent ?? '').toContain('site-header__inner');
    const css = container.querySelector('style')?.textContent ?? '';
    expect(css).toContain('.menu-button');
    expect(css).toMatch(/@media/);
  });
});
