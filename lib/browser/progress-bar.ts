import { BProgress } from '@bprogress/core';

/*
 * The thin bar at the top of the window during a page change.
 *
 * Library: @bprogress/core, the maintained successor of NProgress (same API, ES
 * module, typed, no dependency). Tree-shaken and minified it weighs about 2 kB gzip
 * (measured with esbuild: 6.2 kB raw, 2.0 kB gzip), loaded after the first paint with
 * the landing scroll (lib/browser/lazy-navigation-ui.ts), not in the first load. NProgress itself
 * has had no release since 2015 and ships as one non-shakeable UMD file;
 * nextjs-toploader and @bprogress/next add their own click and history patching,
 * where this site needs none: Next.js announces every navigation
 * (lib/browser/navigation-state.ts starts the bar). Its bundled style
 * sheet (spinner, indeterminate mode) is not used: the few rules needed are in
 * app/globals.css.
 */
let configured = false;

export function startProgress(): void {
  if (!configured) {
    configured = true;
    BProgress.configure({
      showSpinner: false,
      minimum: 0.1,
      speed: 200,
      trickleSpeed: 200,
      template: '<div class="bar"><div class="peg"></div></div>',
    });
  }
  BProgress.start();
}

export function finishProgress(): void {
  BProgress.done();
}
