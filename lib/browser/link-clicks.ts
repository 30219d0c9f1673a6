import { newerBuildAvailable } from './build-watch';
import { clickFacts, clickIntent } from './clicks';
import { withNavigationUi } from './lazy-navigation-ui';
import { navigateClientSide, siteLinkOf } from './site-router';

/**
 * The one delegated click listener for the site's links, plain <a> elements
 * (components/InternalLink.tsx): what a click means is decided by lib/browser/clicks.ts.
 * - A link to a place on the page shown: the browser would jump; the site animates.
 * - A link to a page of the site (lib/browser/site-router.ts): a client-side transition.
 *   When a newer build is online (lib/browser/build-watch.ts), or before hydration, the
 *   browser follows the link itself and loads the page in full.
 * Capture phase on window: runs before any handler of the page.
 */
export function routeLinkClicks(): void {
  window.addEventListener(
    'click',
    (event) => {
      const facts = clickFacts(event, new URL(window.location.href));
      if (!facts) return;
      const intent = clickIntent(facts);
      if (intent.kind === 'same-page') {
        event.preventDefault();
        if (intent.hash !== window.location.hash) window.history.pushState(null, '', intent.hash || window.location.pathname);
        withNavigationUi((ui) => ui.landOn(intent.hash));
      } else if (intent.kind === 'page' && !newerBuildAvailable() && siteLinkOf(event.target) && navigateClientSide(intent.url)) {
        event.preventDefault();
      }
    },
    true,
  );
}
