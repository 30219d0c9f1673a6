import { act, render, screen } from '@testing-library/react';
import { useContext, type ComponentType, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredCode } from './island-test-kit';

// A fresh module per test: components/islands/island.tsx remembers whether the page has hydrated.
type IslandModule = typeof import('./island');
let islandModule: IslandModule;
// The context the fresh island module reads, from the same fresh module graph.
let GlobalValuesSnapshot: typeof import('@/lib/primes/snapshot-context').GlobalValuesSnapshot;
beforeEach(async () => {
  vi.resetModules();
  islandModule = await import('./island');
  ({ GlobalValuesSnapshot } = await import('@/lib/primes/snapshot-context'));
});
afterEach(() => {
  document.body.innerHTML = '';
});

// What the server sends for <Island label="Filtrer" /> (ServerIsland, components/islands/island.tsx).
const SERVER_HTML =
  '<div data-island-box="" data-island="" style="display:contents"><button type="button">Filtrer<!-- --> <!-- -->0</button></div>';

/** Hydrates the server's HTML for <Island label="Filtrer" /> in a page root, as Next.js hydrates the page. */
async function hydratedPage(Island: (props: { label: string }) => ReactElement) {
  const container = document.createElement('main');
  container.innerHTML = SERVER_HTML;
  document.body.append(container);
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(container, <Island label="Filtrer" />, { onRecoverableError: recoverable });
  });
  return { container, recoverable, serverButton: container.querySelector('button') };
}

describe('island(): server HTML kept until the code arrives, then hydrated in its own root', () => {
  it('keeps the very nodes the server sent, focus included, and replays an early click on them', async () => {
    const code = deferredCode();
    const Island = islandModule.island(code.load, { as: 'div', clickable: true, server: undefined });
    const { container, recoverable, serverButton } = await hydratedPage(Island);
    // Hydrated, code not there: the very same nodes, shown as the server sent them.
    expect(container.innerHTML).toBe(SERVER_HTML);
    serverButton?.focus();
    serverButton?.click();
    expect(container.textContent).toBe('Filtrer 0');

    await act(async () => code.deliver());
    // Hydrated, not rendered again: the button is the server's, still focused, and the early click counted.
    expect(container.querySelector('button')).toBe(serverButton);
    expect(document.activeElement).toBe(serverButton);
    expect(serverButton?.textContent).toBe('Filtrer 1');
    expect(container.querySelector('[data-island]')?.hasAttribute('data-island-ready')).toBe(true);
    expect(recoverable).not.toHaveBeenCalled();

    await act(async () => serverButton?.click());
    expect(serverButton?.textContent).toBe('Filtrer 2');
  });

  it('gives the island the amounts’ snapshot of the page, the one context its root cannot inherit', async () => {
    function Amount() {
      return <button type="button">{useContext(GlobalValuesSnapshot).PRIME_FILLEUL_BOURSOBANK ?? 'rien'}</button>;
    }
    let deliver: () => void = () => {};
    const load = () => new Promise<ComponentType<{ label: string }>>((resolve) => (deliver = () => resolve(Amount)));
    const Island = islandModule.island(load, { as: 'div', clickable: true, server: undefined });
    const container = document.createElement('main');
    container.innerHTML = '<div data-island-box="" data-island="" style="display:contents"><button type="button">80</button></div>';
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <GlobalValuesSnapshot value={{ PRIME_FILLEUL_BOURSOBANK: 80 }}>
          <Island label="" />
        </GlobalValuesSnapshot>,
        { onRecoverableError: recoverable },
      );
    });
    const serverButton = container.querySelector('button');
    await act(async () => deliver());
    // Without the snapshot the island would render « rien »: a mismatch React would repair by building the button again.
    expect(container.querySelector('button')).toBe(serverButton);
    expect(serverButton?.textContent).toBe('80');
    expect(recoverable).not.toHaveBeenCalled();
  });
});

describe('island(): rendered in the browser from scratch, with no server HTML to hydrate', () => {
  it('renders its component once the code arrives, with no hydration error', async () => {
    const code = deferredCode();
    const Island = islandModule.island(code.load, { as: 'span', server: undefined });
    const reported = vi.fn((event: ErrorEvent) => event.preventDefault());
    window.addEventListener('error', reported);
    try {
      await act(async () => {
        render(<Island label="Trier" />);
      });
      await act(async () => code.deliver());
      expect(screen.getByRole('button', { name: 'Trier 0' })).toBeTruthy();
      // An empty wrapper given to hydrateRoot: React reports a mismatch, then renders anyway.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(reported).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener('error', reported);
    }
  });
});

describe('island(): mounted after hydration (client-side navigation)', () => {
  it('waits for its code, then renders in full', async () => {
    const first = deferredCode();
    const Hydrated = islandModule.island(first.load, { as: 'span', server: undefined });
    const later = deferredCode();
    const Later = islandModule.island(later.load, { as: 'span', server: undefined });
    // A first island marks the page hydrated.
    await act(async () => {
      render(<Hydrated label="Avant" />);
    });
    await act(async () => {
      render(<Later label="Après" />);
    });
    expect(screen.queryByRole('button', { name: 'Après 0' })).toBeNull();
    await act(async () => later.deliver());
    expect(screen.getByRole('button', { name: 'Après 0' }).parentElement?.style.display).toBe('contents');
  });
});
