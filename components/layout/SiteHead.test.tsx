import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { SiteHead } from './SiteHead';

describe('SiteHead', () => {
  it('keeps the boot script and the stylesheet the server wrote, same nodes and texts, without a hydration error', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<script>document.documentElement.dataset.booted = ""</script><style>.site-header{color:red}</style>';
    document.body.append(container);
    const serverScript = container.querySelector('script');
    const serverStyle = container.querySelector('style');
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <SiteHead />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(container.querySelector('script')).toBe(serverScript);
    expect(serverScript?.textContent).toBe('document.documentElement.dataset.booted = ""');
    expect(container.querySelector('style')).toBe(serverStyle);
    expect(serverStyle?.textContent).toBe('.site-header{color:red}');
    container.remove();
  });
});
