import {
  startTransition,
  use,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type FulfilledReactPromise,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { holdEarlyIslandClicks, islandReady } from '@/lib/browser/island-clicks';
import { whenIdleAfterLoad } from '@/lib/browser/when-idle';
import { GlobalValuesSnapshot } from '@/lib/primes/snapshot-context';
import { notePageHydrated, pageHasHydrated } from './page-hydration';
import type { GlobalValues } from '@/lib/primes/types';

type IslandOptions<P> = {
  /** The element that holds the island (display: contents): `div` around block content, `span` inside a sentence. */
  readonly as: 'div' | 'span';
  /** Clicks that arrive before the island's code are held and replayed on the element they hit once it runs. */
  readonly clickable?: boolean;
  /**
   * The component itself, given on the server only (`typeof window === 'undefined' ? require(…) : undefined`,
   * a branch the client bundle drops): the server renders the island at once, into the page's HTML.
   */
  readonly server: ComponentType<P> | undefined;
};

type OwnRootProps<P> = {
  readonly props: P;
  readonly values: GlobalValues;
  readonly element: HTMLElement;
  readonly Component: ComponentType<P>;
};

/** An island's root, attached to a wrapper of server markup: given new props and snapshots, then freed. */
export type AttachedIsland<P> = {
  readonly update: (props: P, values: GlobalValues) => void;
  readonly dispose: () => void;
};
/** Hydrates an island's server markup in `element`, in a root of its own, once the island's code is there. */
export type IslandAttacher<P> = (element: HTMLElement, props: P, values: GlobalValues) => AttachedIsland<P>;

// The islands made by island(), by the component React sees, so that the markup kept as the
// server sent it (components/islands/ServerMarkup.tsx) can find them in its elements.
const attachers = new WeakMap<object, IslandAttacher<never>>();

/** How to hydrate the island rendered by this component type, if it is one. */
export function islandAttacherOf(type: unknown): IslandAttacher<object> | undefined {
  return typeof type === 'function' ? (attachers.get(type) as IslandAttacher<object> | undefined) : undefined;
}

/** The attribute of every island's wrapper, in the server's HTML and in the browser. */
export const ISLAND_BOX = 'data-island-box';

/** Frees an island's root outside React's commit, during which a root cannot be unmounted synchronously. */
const unmountLater = (root: Root) => setTimeout(() => root.unmount(), 0);

/**
 * A client component whose code loads after the first paint instead of with the page
 * (issue 15), and whose server markup is hydrated, never built again (issue 26).
 * - Server: the component renders in full inside a plain wrapper element, so the HTML
 *   shows it, without JavaScript too. No Suspense boundary: React would send a large one
 *   as an empty placeholder filled later by an inline script (seen for the menu and the
 *   comparison table), which visitors without JavaScript never see and which can shift
 *   the page.
 * - Hydration of the page: the wrapper is hydrated empty-handed (`dangerouslySetInnerHTML`
 *   with `suppressHydrationWarning`, so React keeps the server's children as they are) and
 *   the chunk is requested when the main thread is idle; then React hydrates the server's
 *   markup in a root of the wrapper's own, given the amounts' snapshot (the one context the
 *   islands read; the router's is not there, see SiteNav.tsx). The same nodes are walked and
 *   given their handlers: focus stays where it is, an early click is replayed on the element
 *   it hit, and nothing is created, styled or laid out again (rendering the comparison's
 *   rows and the menu a second time cost long tasks on every page: BENCHMARKS.md).
 * - Client-side navigation: the island renders in the page's tree and suspends until its
 *   chunk is there (the navigation is a transition, so the old page stays until then); the
 *   idle preload usually has it.
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
  const marker = { [ISLAND_BOX]: '', ...(clickable ? { 'data-island': '' } : {}) };

  function ServerIsland(props: P) {
    const Component = server as ComponentType<P>;
    return (
      <Box {...marker} style={{ display: 'contents' }}>
        <Component {...props} />
      </Box>
    );
  }

  /** What the island's own root renders: the snapshot carried over; the wrapper marked ready once hydrated. */
  function OwnRoot({ props, values, element, Component }: OwnRootProps<P>): ReactNode {
    useEffect(() => {
      if (clickable) islandReady(element);
    }, [element]);
    return (
      <GlobalValuesSnapshot value={values}>
        <Component {...props} />
      </GlobalValuesSnapshot>
    );
  }

  /** The island's root over its server markup in `element`: hydrated once the code is there, then kept up to date. */
  function attach(
    element: HTMLElement,
    props: P,
    values: GlobalValues,
    onEmpty?: (Component: ComponentType<P>) => void,
  ): AttachedIsland<P> {
    let latest = { props, values };
    let own: { root: Root; Component: ComponentType<P> } | undefined;
    let current = true;
    const render = (root: Root, Component: ComponentType<P>) =>
      startTransition(() => root.render(<OwnRoot {...latest} element={element} Component={Component} />));
    void loadOnce().then((Component) => {
      if (!current) return;
      // A transition: React hydrates in slices of a few milliseconds, never in one long task.
      startTransition(() => {
        // No server markup to hydrate (a page rendered in the browser from scratch, as in the
        // components' tests): the island renders in its wrapper instead.
        if (!element.firstChild && onEmpty) return onEmpty(Component);
        const content = <OwnRoot {...latest} element={element} Component={Component} />;
        own = { root: element.firstChild ? hydrateRoot(element, content) : createRoot(element), Component };
        if (!element.firstChild) render(own.root, Component);
      });
    });
    return {
      update(props, values) {
        latest = { props, values };
        if (own) render(own.root, own.Component);
      },
      dispose() {
        current = false;
        if (own) unmountLater(own.root);
        own = undefined;
      },
    };
  }

  function HydratedIsland(props: P) {
    const box = useRef<HTMLElement>(null);
    const values = useContext(GlobalValuesSnapshot);
    const attached = useRef<AttachedIsland<P> | undefined>(undefined);
    const [Rendered, setRendered] = useState<ComponentType<P>>();
    // What the root shows when the code arrives: the props and snapshot of the latest render.
    const latest = useRef({ props, values });
    useEffect(() => {
      latest.current = { props, values };
    });

    useEffect(() => {
      notePageHydrated();
      const element = box.current;
      if (!element) return;
      const island = attach(element, latest.current.props, latest.current.values, (Component) => setRendered(() => Component));
      attached.current = island;
      return () => {
        island.dispose();
        attached.current = undefined;
      };
    }, []);

    // New props for the same island (a client-side navigation that keeps it): its root renders them.
    useEffect(() => {
      attached.current?.update(props, values);
    }, [props, values]);

    useEffect(() => {
      if (Rendered && clickable && box.current) islandReady(box.current);
    }, [Rendered]);

    if (Rendered)
      return (
        <Box ref={box as RefObject<never>} {...marker} style={{ display: 'contents' }}>
          <Rendered {...props} />
        </Box>
      );
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

  function MountedIsland(props: P) {
    const box = useRef<HTMLElement>(null);
    useEffect(() => {
      if (clickable && box.current) islandReady(box.current);
    }, []);
    const Component = use(loaded ?? loadOnce());
    return (
      <Box ref={box as RefObject<never>} {...marker} style={{ display: 'contents' }}>
        <Component {...props} />
      </Box>
    );
  }

  function ClientIsland(props: P) {
    const [fromServer] = useState(() => !pageHasHydrated() && loaded === undefined);
    return fromServer ? <HydratedIsland {...props} /> : <MountedIsland {...props} />;
  }

  if (typeof window === 'undefined') return ServerIsland;
  attachers.set(ClientIsland, (element: HTMLElement, props: P, values: GlobalValues) => attach(element, props, values));
  return ClientIsland;
}
