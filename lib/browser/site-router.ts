/**
 * The bridge between the delegated link handlers, installed before hydration
 * (instrumentation-client.ts), and Next.js's router, which exists only once the app
 * is hydrated (components/layout/NavigationEffects.tsx hands it over). Until then a
 * click is an ordinary page load, as it was with next/link.
 */
export type SiteRouter = {
  readonly push: (href: string, options: { scroll: boolean }) => void;
  readonly prefetch: (href: string) => void;
};

/** Kept in sync with components/SiteLink.tsx (a server component: this file is client code). */
const SITE_LINK_SELECTOR = 'a[data-site-link]';

let router: SiteRouter | undefined;
const prefetched = new Set<string>();

export function setSiteRouter(value: SiteRouter): void {
  router = value;
}

/** The site link an event happened on, if any. */
export function siteLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>(SITE_LINK_SELECTOR) : null;
}

/** Client-side transition to `url` (same origin); false when the router is not there yet. */
export function navigateClientSide(url: URL): boolean {
  if (!router) return false;
  router.push(`${url.pathname}${url.search}${url.hash}`, { scroll: false });
  return true;
}

/** Prefetches the page a site link points to, once per address. */
export function prefetchOnIntent(event: Event): void {
  const link = siteLinkOf(event.target);
  if (!link || !router) return;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || prefetched.has(url.pathname)) return;
  prefetched.add(url.pathname);
  router.prefetch(url.pathname);
}
