import { reloadBackForwardAfterNewBuild, startBuildWatch } from '@/lib/browser/build-watch';
import { holdEarlyIslandClicks } from '@/lib/browser/island-clicks';
import { preloadNavigationUi } from '@/lib/browser/lazy-navigation-ui';
import { routeLinkClicks } from '@/lib/browser/link-clicks';
import { navigationStarted, type NavigationType } from '@/lib/browser/navigation-state';
import { reportPayloadFailuresAsWarnings } from '@/lib/browser/payload-warnings';
import { prefetchLinksOnIntent } from '@/lib/browser/site-router';
import { splitStartUp, type StartUpScope } from '@/lib/browser/start-up-tasks';

/*
 * Runs in the browser before the page is hydrated (Next.js instrumentation-client): the
 * site's behaviours that are not tied to one component, one module each, in this order.
 * The theme and the chunk-failure reload run even earlier, inline in <head>
 * (lib/browser/boot-script.ts).
 */

// First, before Next.js reads its start-up queue: React DOM's evaluation and hydration each get a task of their own.
splitStartUp(window as Window & StartUpScope);
// A page-data fetch failure, which Next.js recovers from by a full load, is a warning, not an error (SPEC §8).
reportPayloadFailuresAsWarnings();
// Notices a new deployment so that the next navigation loads in full; not in development, where every save is a new build.
if (process.env.NODE_ENV === 'production') startBuildWatch();
// The progress bar and landing scroll are fetched once the page is idle, so the first page change does not wait for them.
preloadNavigationUi();
// Link clicks become animated in-page scrolls and client-side transitions; installed before the island listener, which skips links.
routeLinkClicks();
// A click on an island's button before its code is held and replayed: from the start, not from when React reaches the island.
holdEarlyIslandClicks();
// Pages are prefetched when a link is pointed at, focused or touched, not for every link in view.
prefetchLinksOnIntent();
// Back/forward after a new build loads the page in full, before the router (listening from hydration) renders it with old code.
reloadBackForwardAfterNewBuild();

/** Next.js's hook at the start of every client-side navigation: the progress bar starts (lib/browser/navigation-state.ts). */
export function onRouterTransitionStart(url: string, navigationType: NavigationType): void {
  navigationStarted(url, navigationType);
}
