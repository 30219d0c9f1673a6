import { withNavigationUi } from './lazy-navigation-ui';

/**
 * Links Next.js's start-of-navigation hook (instrumentation-client.ts) with the
 * component that sees the new page committed (components/navigation/NavigationEffects.tsx):
 * the progress bar runs between the two, and the kind of navigation decides how the
 * new page is landed on (back/forward keeps the browser's restored position).
 */
export type NavigationType = 'push' | 'replace' | 'traverse';

let shownPathname: string | undefined;
let lastType: NavigationType = 'push';
const shownListeners = new Set<() => void>();

/**
 * The path of the page on screen, for components outside the page's React tree that
 * cannot read Next.js's router (the menu, hydrated in a root of its own:
 * components/islands/island.tsx); until the first page is shown, the address's.
 */
export const shownPage = (): string => shownPathname ?? window.location.pathname;

/** Calls `listener` each time a new page is on screen; returns the unsubscribe function. */
export function subscribeShownPage(listener: () => void): () => void {
  shownListeners.add(listener);
  return () => shownListeners.delete(listener);
}

export function navigationStarted(href: string, type: NavigationType): void {
  lastType = type;
  const target = new URL(href, window.location.href);
  // On back/forward the address has already changed: compare with the page on screen.
  const shown = shownPathname ?? window.location.pathname;
  if (target.pathname !== shown) withNavigationUi((ui) => ui.startProgress());
}

/** Called once the page at `pathname` is on screen; returns how it was reached. */
export function pageShown(pathname: string): NavigationType {
  const first = shownPathname === undefined;
  shownPathname = pathname;
  for (const listener of shownListeners) listener();
  // The first page of a visit had no navigation, hence no bar to end (and no chunk to load for it).
  if (!first) withNavigationUi((ui) => ui.finishProgress());
  return lastType;
}
