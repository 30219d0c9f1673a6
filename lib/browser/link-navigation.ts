/**
 * What following one of the site's links means (components/SiteLink.tsx decides with it when
 * next/link announces a navigation):
 * - `same-page`: a place on the page already shown ("#frais"): the site scrolls there itself,
 *   animated (docs/behaviours.md#arrivee-sur-une-page), instead of the router's jump;
 * - `full-load`: a newer build is online (lib/browser/build-watch.ts): the browser loads the
 *   page in full, so the visitor gets the new code;
 * - `client`: an ordinary client-side transition by Next.js's router.
 */
export type LinkNavigation =
  { readonly kind: 'same-page'; readonly hash: string } | { readonly kind: 'full-load' } | { readonly kind: 'client' };

export function linkNavigation(href: string, current: URL, newerBuild: boolean): LinkNavigation {
  const url = new URL(href, current);
  const samePage = url.origin === current.origin && url.pathname === current.pathname && url.search === current.search;
  if (samePage && href.includes('#')) return { kind: 'same-page', hash: url.hash };
  return newerBuild ? { kind: 'full-load' } : { kind: 'client' };
}

/** The page a link leads to, for prefetching; undefined for the page shown or another site. */
export function prefetchTarget(href: string, current: URL): string | undefined {
  const url = new URL(href, current);
  if (url.origin !== current.origin || url.pathname === current.pathname) return undefined;
  return url.pathname;
}
