import {
  startTransition,
  use,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type FulfilledReactPromise,
  type ReactElement,
  type RefObject,
} from 'react';
import { holdEarlyIslandClicks, islandReady, nodePath, nodeAt } from '@/lib/browser/island-clicks';
import { whenIdleAfterLoad } from '@/lib/browser/when-idle';

type IslandOptions<P> = {
  /** The element that holds the island (display: contents): `div` around block content, `span` inside a sentence. */
  readonly as: 'div' | 'span';
  /** Clicks that arrive before the island's code are held and replayed on the same element once it runs. */
  readonly clickable?: boolean;
  /**
   * The component itself, given on the server only (`typeof window === 'undefined' ? require(…) : undefined`,
   * a branch the client bundle drops): the server renders the island at once, into the page's HTML.
   */
  readonly server: ComponentType<P> | undefined;
};

/*
 * Set once the first islands have hydrated. The page's tree outside Next.js's own
 * boundaries hydrates in one pass, so every island rendered before this is hydrating
 * server HTML, and every later one is mounted by a client-side navigation.
 */
let pageHydrated = false;

/**
 * A client component whose code loads after the first paint instead of with the page
 * (issue 15).
 * - Server: the component renders in full inside a plain wrapper element, so the HTML
 *   shows it, without JavaScript too. No Suspense boundary: React would send a large one
 *   as an empty placeholder filled later by an inline script (seen for the menu and the
 *   comparison table), which visitors without JavaScript never see and which can shift
 *   the page.
 * - Hydration: the wrapper is hydrated empty-handed (`dangerouslySetInnerHTML` with
 *   `suppressHydrationWarning`, so React keeps the server's children as they are) and the
 *   chunk is requested when the main thread is idle; then the component renders into the
 *   wrapper the same markup, focus and early clicks carried over by position.
 * - Client-side navigation: the island suspends until its chunk is there (the navigation
 *   is a transition, so the old page stays until then); the idle preload usually has it.
 * A chunk that fails for good rejects as a ChunkLoadError, handled by the boot script's
 * guarded reload (lib/browser/boot-script.ts).
 */
export function island<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { as: Box, clickable = false, server }: IslandOptions<P>,
): (props: P) => ReactElement {
  // Once the chunk is there, a promise marked fulfilled the way React's `use` reads it,
  // so that `use` returns the component at once instead of suspending.
  let loaded: FulfilledReactPromise<ComponentType<P>> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then((component) => {
      loaded = Object.assign(Promise.resolve(component), { status: 'fulfilled' as const, value: component });
      return component;
    }));
  if (typeof window === 'undefined' && !server) throw new Error('island(): the server needs the component itself (option server)');
  if (typeof window !== 'undefined') {
    whenIdleAfterLoad(() => void loadOnce());
    if (clickable) holdEarlyIslandClicks();
  }
  const marker = clickable ? { 'data-island': '' } : {};

  function ServerIsland(props: P) {
    const Component = server as ComponentType<P>;
    return (
      <Box {...marker} style={{ display: 'contents' }}>
        <Component {...props} />
      </Box>
    );
  }

  function ClientIsland(props: P) {
    const box = useRef<HTMLElement>(null);
    const [fromServer] = useState(() => !pageHydrated && loaded === undefined);
    const [Live, setLive] = useState<ComponentType<P> | undefined>(undefined);
    const focusPath = useRef<number[] | null>(null);

    useEffect(() => {
      pageHydrated = true;
      if (!fromServer || Live) return;
      let current = true;
      void loadOnce().then((component) => {
        if (!current) return;
        const focused = document.activeElement;
        focusPath.current = box.current && focused && box.current.contains(focused) ? nodePath(box.current, focused) : null;
        // A transition: React renders the island in slices of a few milliseconds, so that
        // taking over the table or the menu never blocks the page for a long task.
        startTransition(() => setLive(() => component));
      });
      return () => {
        current = false;
      };
    }, [fromServer, Live]);

    useEffect(() => {
      if ((fromServer && !Live) || !box.current) return;
      if (focusPath.current) {
        const target = nodeAt(box.current, focusPath.current);
        if (target instanceof HTMLElement) target.focus({ preventScroll: true });
        focusPath.current = null;
      }
      if (clickable) islandReady(box.current);
    }, [fromServer, Live]);

    if (fromServer && !Live) {
      return (
        <Box
          ref={box as RefObject<never>}
          {...marker}
          style={{ display: 'contents' }}
          dangerouslySetInnerHTML={{ __html: '' }}
          suppressHydrationWarning
        />
      );
    }
    const Component = fromServer && Live ? Live : use(loaded ?? loadOnce());
    return (
      <Box ref={box as RefObject<never>} {...marker} style={{ display: 'contents' }}>
        <Component {...props} />
      </Box>
    );
  }

  return typeof window === 'undefined' ? ServerIsland : ClientIsland;
}
