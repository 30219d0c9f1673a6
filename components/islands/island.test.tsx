import { act, render, screen } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module per test: components/islands/island.tsx remembers whether the page has hydrated.
type IslandModule = typeof import('./island');
let islandModule: IslandModule;
beforeEach(async () => {
  vi.resetModules();
  islandModule = await import('./island');
});
afterEach(() => {
  document.body.innerHTML = '';
});

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}
/** The island's code, delivered when the test says so. */
function deferredCode() {
  let deliver: () => void = () => {};
  const load = () => new Promise<ComponentType<{ label: string }>>((resolve) => (deliver = () => resolve(Counter)));
  return { load, deliver: () => deliver() };
}
// What the server sends for <Island label="Filtrer" /> (ServerIsland, components/islands/island.tsx).
const SERVER_HTML = '<div data-island="" style="display:contents"><button type="button">Filtrer<!-- --> <!-- -->0</button></div>';

describe('island(): server HTML kept until the code arrives', () => {
  it('hydrates without touching the server markup, then renders the same markup and replays an early click', async () => {
    const code = deferredCode();
    const Island = islandModule.island(code.load, { as: 'div', clickable: true, server: undefined });
    const container = document.createElement('main');
    container.innerHTML = SERVER_HTML;
    document.body.append(container);
    const serverButton = container.querySelector('button');
    const recoverable = vi.fn();

    await act(async () => {
      hydrateRoot(container, <Island label="Filtrer" />, { onRecoverableError: recoverable });
    });
    // Hydrated, code not there: the very same nodes, shown as the server sent them.
    expect(container.querySelector('button')).toBe(serverButton);
    expect(container.innerHTML).toBe(SERVER_HTML);
    serverButton?.focus();
    serverButton?.click();
    expect(container.textContent).toBe('Filtrer 0');

    await act(async () => code.deliver());
    const liveButton = container.querySelector('button');
    expect(liveButton).not.toBe(serverButton);
    // The early click was replayed on the new button, which also took the focus over.
    expect(liveButton?.textContent).toBe('Filtrer 1');
    expect(document.activeElement).toBe(liveButton);
    expect(container.querySelector('[data-island]')?.hasAttribute('data-island-ready')).toBe(true);
    expect(recoverable).not.toHaveBeenCalled();

    await act(async () => liveButton?.click());
    expect(liveButton?.textContent).toBe('Filtrer 2');
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
