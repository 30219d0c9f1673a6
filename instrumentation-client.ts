import { newerBuildAvailable, startBuildWatch } from '@/lib/browser/build-watch';
import { clickFacts, clickIntent } from '@/lib/browser/clicks';
import { navigationStarted, type NavigationType } from '@/lib/browser/navigation-state';
import { reportPayloadFailuresAsWarnings } from '@/lib/browser/payload-warnings';
import { landOn } from '@/lib/browser/scroll';

/*
 * Runs in the browser before the page is hydrated (Next.js instrumentation-client):
 * the site's navigation behaviours that are not tied to one component. The theme and
 * the chunk-failure reload run even earlier, inline in <head> (lib/browser/boot-script.ts).
 */

reportPayloadFailuresAsWarnings();
// In development every save would look like a new build.
if (process.env.NODE_ENV === 'production') startBuildWatch();

// Capture phase on window: runs before React's handlers (next/link) on the document.
window.addEventListener(
  'click',
  (event) => {
    const facts = clickFacts(event, new URL(window.location.href));
    if (!facts) return;
    const intent = clickIntent(facts);
    if (intent.kind === 'same-page') {
      // next/link and the browser would jump; the site animates. preventDefault also stops next/link.
      event.preventDefault();
      if (intent.hash !== window.location.hash) window.history.pushState(null, '', intent.hash || window.location.pathname);
      landOn(intent.hash);
    } else if (intent.kind === 'page' && newerBuildAvailable()) {
      // A newer build is online: keep next/link from seeing the click, so that the browser
      // follows the link itself and loads the new build's page in full.
      event.stopPropagation();
    }
  },
  true,
);

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
