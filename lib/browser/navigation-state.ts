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
  // The first page of a visit had no navigation, hence no bar to end (and no chunk to load for it).
  if (!first) withNavigationUi((ui) => ui.finishProgress());
  return lastType;
}
