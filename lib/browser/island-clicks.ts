/**
 * Clicks on an interactive island (components/islands/island.tsx) that arrive before its code:
 * nothing could handle them yet, so they are held here and replayed once the island runs.
 * A click is kept as the position of its target inside the island and replayed on the
 * element at that position once the island has hydrated, which is the element it hit: the
 * island keeps the server's nodes (components/islands/island.tsx).
 * The server HTML marks each such island with `data-island`; the island adds `data-island-ready`.
 */
const PENDING = '[data-island]:not([data-island-ready])';
const held = new Map<Element, number[][]>();
let listening = false;

/** Child indexes leading from `root` down to `node` (which `root` contains). */
export function nodePath(root: Node, node: Node): number[] {
  const path: number[] = [];
  for (let current: Node = node; current !== root && current.parentNode; current = current.parentNode) {
    path.unshift(Array.prototype.indexOf.call(current.parentNode.childNodes, current) as number);
  }
  return path;
}

/** The node found by following `path` down from `root`, if the markup still has it. */
export function nodeAt(root: Node, path: readonly number[]): Node | null {
  let current: Node | null = root;
  for (const index of path) current = current?.childNodes[index] ?? null;
  return current;
}

/** Installs the one capture listener (idempotent; browser only; instrumentation-client.ts calls it first). */
export function holdEarlyIslandClicks(): void {
  if (listening) return;
  listening = true;
  window.addEventListener(
    'click',
    (event) => {
      // An icon's <svg> or <path> is not an HTMLElement, and the centre of an icon button is
      // its icon: the click is held as one on the nearest HTML element, which it reaches anyway.
      let node = event.target instanceof Node ? event.target : null;
      while (node && !(node instanceof HTMLElement)) node = node.parentNode;
      const target = node;
      const island = target?.closest(PENDING);
      // Links need no island code: the browser or the delegated router follows them now.
      if (!target || !island || target.closest('a[href]')) return;
      event.preventDefault();
      event.stopPropagation();
      held.set(island, [...(held.get(island) ?? []), nodePath(island, target)]);
    },
    true,
  );
}

/** Marks `island` ready and replays the clicks it was given before, on the elements now at their places. */
export function islandReady(island: HTMLElement): void {
  island.setAttribute('data-island-ready', '');
  const paths = held.get(island) ?? [];
  held.delete(island);
  for (const path of paths) {
    const target = nodeAt(island, path);
    if (target instanceof HTMLElement) target.click();
  }
}
