/**
 * Clicks on an interactive island (components/island.tsx) that arrive before its code:
 * React would drop them (it cannot hydrate a boundary whose code is still loading), so
 * they are held here and replayed on the same element once the island has hydrated.
 * The server HTML marks each such island with `data-island`; hydration adds `data-island-ready`.
 */
const PENDING = '[data-island]:not([data-island-ready])';
const held = new Map<Element, HTMLElement[]>();
let listening = false;

/** Installs the one capture listener (idempotent; browser only). */
export function holdEarlyIslandClicks(): void {
  if (listening) return;
  listening = true;
  window.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      const island = target?.closest(PENDING);
      if (!target || !island) return;
      event.preventDefault();
      event.stopPropagation();
      held.set(island, [...(held.get(island) ?? []), target]);
    },
    true,
  );
}

/** Marks `island` hydrated and replays the clicks it was given before. */
export function islandReady(island: HTMLElement): void {
  island.setAttribute('data-island-ready', '');
  const targets = held.get(island) ?? [];
  held.delete(island);
  for (const target of targets) target.click();
}
