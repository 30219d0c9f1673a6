// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { FULL_LOAD_ATTRIBUTE, OUTBOUND_PATH_PREFIX, navigateClientSide, prefetchOnIntent, setSiteRouter, siteLinkOf } from './site-router';
import { OUTBOUND_PREFIX } from '../redirects/check.mjs';

// The delegated handlers of the site's plain links, on a jsdom document.
describe('site links', () => {
  it('are the links to pages of the site, found from any element inside them', () => {
    document.body.innerHTML = [
      '<a href="/banque"><strong>Banques</strong></a>',
      '<a href="/go/boursobank">Site officiel</a>',
      `<a href="/" ${FULL_LOAD_ATTRIBUTE}="">Accueil</a>`,
      '<a href="/feed.xml">Flux</a>',
      '<a href="https://www.fortuneo.fr/">Fortuneo</a>',
    ].join('');
    expect(siteLinkOf(document.querySelector('strong'))?.getAttribute('href')).toBe('/banque');
    for (const link of [...document.querySelectorAll('a')].slice(1)) expect(siteLinkOf(link), link.getAttribute('href') ?? '').toBeNull();
  });

  it('leave outbound redirects to the browser, as lib/redirects defines them', () => {
    expect(OUTBOUND_PATH_PREFIX).toBe(OUTBOUND_PREFIX);
  });

  it('navigate client-side without scroll once the router is there, and prefetch once per address', () => {
    const url = new URL('/blog#faq', window.location.href);
    expect(navigateClientSide(url)).toBe(false);
    const router = { push: vi.fn(), prefetch: vi.fn() };
    setSiteRouter(router);
    expect(navigateClientSide(url)).toBe(true);
    expect(router.push).toHaveBeenCalledWith('/blog#faq', { scroll: false });

    document.body.innerHTML = '<a href="/cashback"><span>Cashback</span></a>';
    document.addEventListener('pointerover', prefetchOnIntent);
    const span = document.querySelector('span');
    for (let i = 0; i < 3; i += 1) span?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(router.prefetch.mock.calls).toEqual([['/cashback']]);
  });
});
