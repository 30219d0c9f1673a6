import { act, render, screen } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredCode } from './island-test-kit';

// Fresh modules per test: the page's « hydrated » flag (page-hydration.ts) is module state.
let islandModule: typeof import('./island');
let ServerMarkup: typeof import('./ServerMarkup').ServerMarkup;
beforeEach(async () => {
  vi.resetModules();
  islandModule = await import('./island');
  ({ ServerMarkup } = await import('./ServerMarkup'));
});
afterEach(() => {
  document.body.innerHTML = '';
});

const island = (label: string) =>
  `<span data-island-box="" data-island="" style="display:contents"><button type="button">${label}<!-- --> <!-- -->0</button></span>`;
// What the server sends for the tree of `page()` below.
const SERVER_HTML = `<div class="doc"><h2>Le parrainage</h2><p>Texte du serveur ${island('Copier')}</p><ul><li>${island('Trier')}</li></ul></div>`;

function page(Island: (props: { label: string }) => ReactElement, text = 'Texte du serveur ') {
  return (
    <ServerMarkup className="doc">
      <h2>Le parrainage</h2>
      <p>
        {text}
        <Island label="Copier" />
      </p>
      <ul>
        <li>
          <Island label="Trier" />
        </li>
      </ul>
    </ServerMarkup>
  );
}

async function hydrate(ui: ReactElement, html = SERVER_HTML) {
  const container = document.createElement('main');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(container, ui, { onRecoverableError: recoverable });
  });
  return { container, recoverable };
}

describe('ServerMarkup: the server’s HTML kept, only its islands hydrated', () => {
  it('does not walk its elements: a text that differs from the page data is left as the server sent it', async () => {
    const code = deferredCode();
    const Island = islandModule.island(code.load, { as: 'span', clickable: true, server: undefined });
    // React walking the block would find « Autre texte » against « Texte du serveur », report it and repair it.
    const { container, recoverable } = await hydrate(page(Island, 'Autre texte '));
    const paragraph = container.querySelector('p');
    await act(async () => code.deliver());
    expect(container.querySelector('p')).toBe(paragraph);
    expect(paragraph?.textContent).toBe('Texte du serveur Copier 0');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('hydrates each island in its own wrapper, in order, on the server’s nodes', async () => {
    const code = deferredCode();
    const Island = islandModule.island(code.load, { as: 'span', clickable: true, server: undefined });
    const { container, recoverable } = await hydrate(page(Island));
    const [copy, sort] = container.querySelectorAll('button');
    copy?.click(); // before the code: held, then replayed
    await act(async () => code.deliver());
    expect(container.querySelectorAll('button')[0]).toBe(copy);
    expect(copy?.textContent).toBe('Copier 1');
    await act(async () => sort?.click());
    expect(sort?.textContent).toBe('Trier 1');
    expect(container.querySelectorAll('[data-island-ready]')).toHaveLength(2);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('renders as usual when the block holds a client component that is not an island', async () => {
    function Plain() {
      const [on, setOn] = useState(false);
      return (
        <button type="button" onClick={() => setOn(true)}>
          {on ? 'oui' : 'non'}
        </button>
      );
    }
    const { container } = await hydrate(
      <ServerMarkup className="doc">
        <p>
          <Plain />
        </p>
      </ServerMarkup>,
      '<div class="doc"><p><button type="button">non</button></p></div>',
    );
    await act(async () => container.querySelector('button')?.click());
    expect(container.querySelector('button')?.textContent).toBe('oui');
  });

  it('renders its children when mounted after the page has hydrated (a client-side navigation), or with no server HTML', async () => {
    const code = deferredCode();
    const Island = islandModule.island(code.load, { as: 'span', server: undefined });
    await act(async () => {
      render(page(Island));
    });
    // Its islands render in the page's tree, so the block waits for their code (a navigation keeps the old page meanwhile).
    await act(async () => code.deliver());
    expect(screen.getByRole('heading', { name: 'Le parrainage' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Trier 0' })).toBeTruthy();
    const later = deferredCode();
    const Later = islandModule.island(later.load, { as: 'span', server: undefined });
    await act(async () => {
      render(page(Later, 'Autre page '));
    });
    await act(async () => later.deliver());
    expect(screen.getByText(/Autre page/)).toBeTruthy();
  });
});
