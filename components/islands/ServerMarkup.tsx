'use client';

import { useContext, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { GlobalValuesSnapshot } from '@/lib/primes/snapshot-context';
import { ISLAND_BOX, type AttachedIsland } from './island';
import { islandsIn } from './islands-in';
import { notePageHydrated, pageHasHydrated } from './page-hydration';

type Props = { readonly className: string; readonly children: ReactNode };

/** The islands' wrappers directly in `root`, not inside another island. */
function islandBoxes(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(`[${ISLAND_BOX}]`)].filter((box) => {
    const outer = box.parentElement?.closest(`[${ISLAND_BOX}]`);
    return !outer || !root.contains(outer);
  });
}

/**
 * A block of the page (the text of a content page, its plan, its offer box…) that the browser
 * keeps as the server's HTML: React does not walk its elements at hydration (issue 26; they
 * never change on the client), only the islands inside get their own roots (island.tsx).
 * - Server: a plain `div` with the children.
 * - Hydration of the page: the `div` is hydrated empty-handed, its server children kept as
 *   they are; the islands are found in the page data's elements (`islandsIn`), matched in
 *   order with their wrappers in the HTML, and each hydrates its own markup once its code
 *   is there. Should the block hold anything else a render would need (a client component
 *   that is not an island), or the two lists disagree, it renders as usual instead.
 * - Client-side navigation: the block renders as usual (give it the page's key, so that a
 *   new page is a new block).
 */
export function ServerMarkup({ className, children }: Props) {
  const [hydrating] = useState(() => typeof window !== 'undefined' && !pageHasHydrated());
  const [islands] = useState(() => {
    if (!hydrating) return undefined;
    const found = islandsIn(children);
    if (Array.isArray(found)) return found;
    // Not an error (the block works, hydrated as usual), but the cost issue 26 removed is back.
    console.warn(`ServerMarkup: hydrated as usual, because of ${found.reason}`);
    return undefined;
  });
  const [first] = useState(children);
  const [rendered, setRendered] = useState(false);
  const box = useRef<HTMLElement>(null);
  const values = useContext(GlobalValuesSnapshot);
  const attached = useRef<AttachedIsland<object>[]>([]);
  // Kept while the tree is the one the server rendered; new children (a refresh) are rendered.
  const kept = islands !== undefined && !rendered && children === first;

  useEffect(() => {
    notePageHydrated();
    const element = box.current;
    if (!kept || !element) return;
    const boxes = islandBoxes(element);
    if (!element.firstChild || boxes.length !== islands.length) {
      if (element.firstChild)
        console.error(`ServerMarkup: ${islands.length} islands in the page data, ${boxes.length} in the HTML; rendered instead`);
      setRendered(true);
      return;
    }
    attached.current = islands.map(({ attach, props }, index) => attach(boxes[index] as HTMLElement, props, values));
    return () => {
      for (const island of attached.current) island.dispose();
      attached.current = [];
    };
    // Attached once per kept tree; new amounts reach the islands through `update` below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kept]);

  useEffect(() => {
    attached.current.forEach((island, index) => island.update(islands?.[index]?.props ?? {}, values));
  }, [values, islands]);

  if (!kept) return <div className={className}>{children}</div>;
  return <div ref={box as RefObject<never>} className={className} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}
