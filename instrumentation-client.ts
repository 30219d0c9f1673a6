import { reloadTraverseAfterNewBuild, startBuildWatch } from '@/lib/browser/build-watch';
import { preloadNavigationUi } from '@/lib/browser/lazy-navigation-ui';
import { navigationStarted, type NavigationType } from '@/lib/browser/navigation-state';
import { reportPayloadFailuresAsWarnings } from '@/lib/browser/payload-warnings';

/*
 * Next.js's client instrumentation, run before the page is hydrated: the site's behaviours
 * that are not tied to one component, one module each. The theme and the chunk-failure
 * reload run even earlier, inline in <head> (lib/browser/boot-script.ts).
 */

// A page-data fetch failure, which Next.js recovers from by a full load, is a warning, not an error (docs/behaviours.md#données-de-page-indisponibles).
reportPayloadFailuresAsWarnings();
// Notices a new deployment so that the next navigation loads in full; not in development, where every save is a new build.
if (process.env.NODE_ENV === 'production') startBuildWatch();
// The progress bar and landing scroll are fetched once the page is idle, so the first page change does not wait for them.
preloadNavigationUi();

/**
 * Next.js's hook at the start of every client-side navigation: back/forward after a new build
 * loads the page in full (lib/browser/build-watch.ts); any other navigation starts the progress
 * bar (lib/browser/navigation-state.ts).
 */
export function onRouterTransitionStart(url: string, navigationType: NavigationType): void {
  if (reloadTraverseAfterNewBuild(navigationType)) return;
  navigationStarted(url, navigationType);
}
