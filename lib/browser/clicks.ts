/**
 * What a click on a link means for the site's own navigation handling
 * (lib/browser/link-clicks.ts):
 * - `same-page`: a link to a place on the page already shown (in-page "#" link): the
 *   site scrolls there itself, animated, instead of the browser's jump;
 * - `page`: a link to another page of the site: a client-side transition, or a full
 *   page load when a newer build is online;
 * - `none`: everything the browser or another handler should handle untouched (new
 *   tab, download, other site, modified click, already handled).
 */
export type ClickIntent =
  { readonly kind: 'none' } | { readonly kind: 'same-page'; readonly hash: string } | { readonly kind: 'page'; readonly url: URL };

export type ClickFacts = {
  readonly button: number;
  readonly modified: boolean;
  readonly defaultPrevented: boolean;
  readonly href: string | null;
  readonly target: string | null;
  readonly download: boolean;
  readonly current: URL;
};

const NONE: ClickIntent = { kind: 'none' };

export function clickIntent(facts: ClickFacts): ClickIntent {
  if (facts.defaultPrevented || facts.button !== 0 || facts.modified || facts.download || facts.href === null) return NONE;
  if (facts.target && facts.target.toLowerCase() !== '_self') return NONE;
  let url: URL;
  try {
    url = new URL(facts.href, facts.current);
  } catch {
    return NONE;
  }
  if (url.origin !== facts.current.origin) return NONE;
  const samePage = url.pathname === facts.current.pathname && url.search === facts.current.search;
  if (samePage && facts.href.includes('#')) return { kind: 'same-page', hash: url.hash };
  return { kind: 'page', url };
}

/** The facts of a DOM click, or null when it is not on a link. */
export function clickFacts(event: MouseEvent, current: URL): ClickFacts | null {
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!anchor) return null;
  return {
    button: event.button,
    modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
    defaultPrevented: event.defaultPrevented,
    href: anchor.getAttribute('href'),
    target: anchor.getAttribute('target'),
    download: anchor.hasAttribute('download'),
    current,
  };
}
