// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyIslandClicks, islandReady } from './island-clicks';

// The listener on the document stands in for React's.
describe('clicks on an island whose code has not arrived', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('are held, then replayed once on the element at the same place when the island is ready', () => {
    document.body.innerHTML =
      '<div data-island style="display:contents"><button type="button"><span>Cashback</span></button></div><button id="outside">Autre</button>';
    holdEarlyIslandClicks();
    const seen = vi.fn();
    document.addEventListener('click', (event) => seen((event.target as Element).closest('button')?.id || 'island'));
    const island = document.querySelector<HTMLElement>('[data-island]');
    document.querySelector('span')?.click();
    document.getElementById('outside')?.click();
    expect(seen.mock.calls).toEqual([['outside']]);

    // The island renders its own markup in place of the server's (marked here to tell them apart).
    if (island) island.innerHTML = '<button type="button" id="rendered"><span>Cashback</span></button>';
    if (island) islandReady(island);
    expect(island?.hasAttribute('data-island-ready')).toBe(true);
    expect(seen.mock.calls).toEqual([['outside'], ['rendered']]);

    // Once ready, clicks go straight through; links were never held.
    document.querySelector('span')?.click();
    expect(seen).toHaveBeenCalledTimes(3);
  });

  it('holds a click on an icon (SVG) as one on its button, and replays it there', () => {
    document.body.innerHTML =
      '<span data-island style="display:contents"><button type="button" aria-pressed="false"><svg viewBox="0 0 24 24"><path d="M0 0h24v24H0z"></path></svg></button></span>';
    holdEarlyIslandClicks();
    const seen = vi.fn();
    document.addEventListener('click', (event) => seen((event.target as Element).closest('button')?.id || 'server'));
    const island = document.querySelector<HTMLElement>('[data-island]');
    document.querySelector('path')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(seen).not.toHaveBeenCalled();

    if (island)
      island.innerHTML = '<button type="button" id="rendered"><svg viewBox="0 0 24 24"><path d="M0 0h24v24H0z"></path></svg></button>';
    if (island) islandReady(island);
    expect(seen.mock.calls).toEqual([['rendered']]);
  });

  it('lets a link inside a waiting island through: links need no island code', () => {
    document.body.innerHTML = '<div data-island style="display:contents"><a href="#blog"><span>Blog</span></a></div>';
    holdEarlyIslandClicks();
    const seen = vi.fn();
    document.addEventListener('click', (event) => {
      seen((event.target as Element).textContent);
      event.preventDefault();
    });
    document.querySelector('span')?.click();
    expect(seen.mock.calls).toEqual([['Blog']]);
  });
});
