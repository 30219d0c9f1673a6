import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { SiteStyles, StandaloneSiteStyles } from './SiteStyles';

describe('SiteStyles', () => {
  it('keeps the stylesheet the server wrote, same node and text, without a hydration error', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<style>.site-header{color:red}</style>';
    document.body.append(container);
    const serverStyle = container.querySelector('style');
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <SiteStyles />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(container.querySelector('style')).toBe(serverStyle);
    expect(serverStyle?.textContent).toBe('.site-header{color:red}');
    container.remove();
  });
});

describe('StandaloneSiteStyles', () => {
  it('rendered by the browser itself (root error page), loads the whole sheet, breakpoint rules included', async () => {
    const { container } = await act(async () => render(<StandaloneSiteStyles />));
    await expect.poll(() => container.querySelector('style')?.textContent ?? '').toContain('site-header__inner');
    const css = container.querySelector('style')?.textContent ?? '';
    expect(css).toContain('.menu-button');
    expect(css).toMatch(/@media/);
  });
});
