/**
 * The bridge between the delegated link handlers, installed before hydration
 * (lib/browser/link-clicks.ts, prefetchLinksOnIntent below), and Next.js's router,
 * which exists only once the app is hydrated (components/navigation/NavigationEffects.tsx
 * hands it over). Until then a click is an ordinary page load, as it was with next/link.
 */
export type SiteRouter = {
  readonly push: (href: string, options: { scroll: boolean }) => void;
  readonly prefetch: (href: string) => void;
};

/** Outbound redirects (lib/redirects: OUTBOUND_PREFIX) are followed by the browser, to the provider's site. */
export const OUTBOUND_PATH_PREFIX = '/go/';
/** A link that must load its page in full, such as the error screen's way home (components/errors/ErrorScreen.tsx). */
export const FULL_LOAD_ATTRIBUTE = 'data-full-load';
/** Files (feed.xml, llms.txt, images) are not pages. */
const FILE = /\.[a-z0-9]+$/i;

let router: SiteRouter | undefined;
const prefetched = new Set<string>();

export function setSiteRouter(value: SiteRouter): void {
  router = value;
}

/** The link an event happened on, when it leads to a page of the site. */
export function siteLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!link || link.hasAttribute(FULL_LOAD_ATTRIBUTE) || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname.startsWith(OUTBOUND_PATH_PREFIX) || FILE.test(url.pathname)) return null;
  return link;
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
  const { pathname } = new URL(link.href, window.location.href);
  if (pathname === window.location.pathname || prefetched.has(pathname)) return;
  prefetched.add(pathname);
  router.prefetch(pathname);
}

/**
 * Prefetch on intent: pointer over a page link, keyboard focus, finger down; not every
 * link in view, whose payloads a phone would decode right after load (BENCHMARKS.md).
 * Passive, in the capture phase: never delays the gesture, sees it before the page does.
 */
export function prefetchLinksOnIntent(): void {
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const)
    document.addEventListener(type, prefetchOnIntent, { passive: true, capture: true });
}
