// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { routeLinkClicks } from './link-clicks';
import { setSiteRouter } from './site-router';

const landOn = vi.fn();
vi.mock('./lazy-navigation-ui', () => ({ withNavigationUi: (run: (ui: { landOn: typeof landOn }) => void) => run({ landOn }) }));

// jsdom would otherwise follow links; what happens after the site's listener is not the question here.
const stopJsdom = (event: Event) => event.preventDefault();
beforeAll(() => {
  // One listener per window, as in the page; the document is rewritten for each case.
  routeLinkClicks();
  document.addEventListener('click', stopJsdom);
});
afterAll(() => document.removeEventListener('click', stopJsdom));

/** Clicks inside the link, as a visitor would; true when the site's listener took the click over. */
function click(html: string): boolean {
  document.body.innerHTML = html;
  let taken = false;
  // Capture on window too, registered after the site's listener: runs right after it.
  const observe = (event: Event) => (taken = event.defaultPrevented);
  window.addEventListener('click', observe, { capture: true, once: true });
  document.querySelector('a span, a')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  return taken;
}

describe('the delegated click listener of links', () => {
  it('lets the browser load a page of the site in full while the router is not there (before hydration)', () => {
    expect(click('<a href="/banque"><span>Banques</span></a>')).toBe(false);
  });

  it('makes a page of the site a client-side transition without scroll once the router is there', () => {
    const push = vi.fn();
    setSiteRouter({ push, prefetch: vi.fn() });
    expect(click('<a href="/banque?x=1#fin"><span>Banques</span></a>')).toBe(true);
    expect(push).toHaveBeenCalledWith('/banque?x=1#fin', { scroll: false });
  });

  it('scrolls to an in-page anchor itself, and records it in the address', () => {
    expect(click('<a href="#comparatif">Comparatif</a>')).toBe(true);
    expect(window.location.hash).toBe('#comparatif');
    expect(landOn).toHaveBeenCalledWith('#comparatif');
  });

  it('leaves outbound redirects, files and other sites to the browser', () => {
    for (const href of ['/go/boursobank', '/feed.xml', 'https://www.fortuneo.fr/'])
      expect(click(`<a href="${href}">Lien</a>`), href).toBe(false);
  });
});
