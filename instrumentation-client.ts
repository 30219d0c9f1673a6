import { newerBuildAvailable, startBuildWatch } from '@/lib/browser/build-watch';
import { clickFacts, clickIntent } from '@/lib/browser/clicks';
import { preloadNavigationUi, withNavigationUi } from '@/lib/browser/lazy-navigation-ui';
import { holdEarlyIslandClicks } from '@/lib/browser/island-clicks';
import { navigationStarted, type NavigationType } from '@/lib/browser/navigation-state';
import { reportPayloadFailuresAsWarnings } from '@/lib/browser/payload-warnings';
import { navigateClientSide, prefetchOnIntent, siteLinkOf } from '@/lib/browser/site-router';
import { splitStartUp, type StartUpScope } from '@/lib/browser/start-up-tasks';

/*
 * Runs in the browser before the page is hydrated (Next.js instrumentation-client):
 * the site's navigation behaviours that are not tied to one component. The theme and
 * the chunk-failure reload run even earlier, inline in <head> (lib/browser/boot-script.ts).
 */

// First: React DOM's evaluation and hydration each get a task of their own (lib/browser/start-up-tasks.ts).
splitStartUp(window as Window & StartUpScope);
reportPayloadFailuresAsWarnings();
// In development every save would look like a new build.
if (process.env.NODE_ENV === 'production') startBuildWatch();
preloadNavigationUi();

// Capture phase on window: runs before any handler of the page.
window.addEventListener(
  'click',
  (event) => {
    const facts = clickFacts(event, new URL(window.location.href));
    if (!facts) return;
    const intent = clickIntent(facts);
    if (intent.kind === 'same-page') {
      // The browser would jump; the site animates.
      event.preventDefault();
      if (intent.hash !== window.location.hash) window.history.pushState(null, '', intent.hash || window.location.pathname);
      withNavigationUi((ui) => ui.landOn(intent.hash));
    } else if (intent.kind === 'page' && !newerBuildAvailable() && siteLinkOf(event.target) && navigateClientSide(intent.url)) {
      // A link to a page of the site (lib/browser/site-router.ts): a client-side transition.
      // When a newer build is online (or before hydration) the browser follows the link
      // itself and loads the page in full.
      event.preventDefault();
    }
  },
  true,
);

// A click on an island's button (menu, table filter, copy) before its code is there is
// held and replayed once it runs (components/islands/island.tsx): from the start, not from when
// React reaches the island, which may be later than the click.
holdEarlyIslandClicks();

// Prefetch on intent (components/SiteLink.tsx): pointer over a page link, keyboard focus, finger down.
for (const type of ['pointerover', 'focusin', 'touchstart'] as const)
  document.addEventListener(type, prefetchOnIntent, { passive: true, capture: true });

// Back/forward after a new build: reload the address the browser moved to, before the
// router (whose listener was added later, at hydration) renders it with old code.
window.addEventListener('popstate', (event) => {
  if (!newerBuildAvailable()) return;
  event.stopImmediatePropagation();
  window.location.reload();
});

export function onRouterTransitionStart(url: string, navigationType: NavigationType): void {
  navigationStarted(url, navigationType);
}
