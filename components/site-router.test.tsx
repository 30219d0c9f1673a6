import { describe, expect, it, vi } from 'vitest';
import { navigateClientSide, prefetchOnIntent, setSiteRouter, siteLinkOf } from '@/lib/browser/site-router';
import { SITE_LINK_ATTRIBUTE } from './SiteLink';

// In jsdom (components/*.test.tsx): the delegated handlers of the site's plain links.
describe('site links', () => {
  it('are the <a> marked by SiteLink, found from any element inside them', () => {
    document.body.innerHTML = `<a href="/banque" ${SITE_LINK_ATTRIBUTE}=""><strong>Banques</strong></a><a href="/go/boursobank">Site officiel</a>`;
    expect(siteLinkOf(document.querySelector('strong'))?.getAttribute('href')).toBe('/banque');
    expect(siteLinkOf(document.querySelector('a[href^="/go/"]'))).toBeNull();
  });

  it('navigate client-side without scroll once the router is there, and prefetch once per address', () => {
    const url = new URL('/blog#faq', window.location.href);
    expect(navigateClientSide(url)).toBe(false);
    const router = { push: vi.fn(), prefetch: vi.fn() };
    setSiteRouter(router);
    expect(navigateClientSide(url)).toBe(true);
    expect(router.push).toHaveBeenCalledWith('/blog#faq', { scroll: false });

    document.body.innerHTML = `<a href="/cashback" ${SITE_LINK_ATTRIBUTE}=""><span>Cashback</span></a>`;
    const span = document.querySelector('span');
    for (let i = 0; i < 3; i += 1) span?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.addEventListener('pointerover', prefetchOnIntent);
    span?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    span?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(router.prefetch.mock.calls).toEqual([['/cashback']]);
  });
});
