import { Suspense, lazy, useEffect, useRef, type ComponentType, type ReactElement, type RefObject } from 'react';
import { holdEarlyIslandClicks, islandReady } from '@/lib/browser/island-clicks';
import { whenIdleAfterLoad } from '@/lib/browser/when-idle';

type IslandOptions = {
  /** Clickable islands: wrapped in this element (display: contents) so that early clicks are held and replayed. */
  readonly clickable?: 'div' | 'span';
};

/** Rendered inside the island's boundary: its effect runs once the island itself has hydrated. */
function Ready({ box }: { box: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    if (box.current) islandReady(box.current);
  }, [box]);
  return null;
}

/**
 * A client component whose code loads after the first paint instead of with the page
 * (issue 15). The server renders it in full, so the HTML already shows it; at start,
 * React keeps that HTML as it is and hydrates it once the chunk has arrived, which it
 * requests when it first renders the component. Pages without it fetch the chunk when
 * idle, so that a later client-side navigation finds it ready; until then it renders
 * nothing.
 * A chunk that fails for good rejects as a ChunkLoadError, handled by the boot
 * script's guarded reload (lib/browser/boot-script.ts).
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>, { clickable }: IslandOptions = {}): (props: P) => ReactElement {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () => (loading ??= load().then((component) => ({ default: component })));
  const Live = lazy(loadOnce);
  if (typeof window !== 'undefined') {
    whenIdleAfterLoad(() => void loadOnce());
    if (clickable) holdEarlyIslandClicks();
  }
  function Island(props: P) {
    const box = useRef<HTMLElement>(null);
    const content = (
      <Suspense fallback={null}>
        <Live {...props} />
        {clickable ? <Ready box={box} /> : null}
      </Suspense>
    );
    if (!clickable) return content;
    const Box = clickable;
    return (
      <Box ref={box as RefObject<never>} data-island="" style={{ display: 'contents' }}>
        {content}
      </Box>
    );
  }
  return Island;
}
