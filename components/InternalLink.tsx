import type { ComponentProps } from 'react';
import type { Route } from '@/lib/content/routes.generated';

/**
 * A link inside the site, typed with the generated route list: a missing page fails
 * type-checking. Links to pages taken from the content index (cards, articles, offers,
 * breadcrumbs) are plain <a> elements: their addresses come from the index itself.
 *
 * Either way a plain <a>, rendered on the server, not a client component. One delegated
 * handler (lib/browser/link-clicks.ts, lib/browser/site-router.ts) turns a click on any
 * link to a page of the site into a client-side transition without scroll
 * (components/navigation/NavigationEffects.tsx lands on the new page, animated and with
 * focus) and prefetches on intent (pointer over the link, keyboard focus, finger down).
 * next/link did the same one link at a time: each link was a client component hydrated
 * at start, with its props in the inline page data, and next/link's code cost about 4 kB
 * gzip of the first load (issue 15).
 */
export function InternalLink({ href, ...rest }: Omit<ComponentProps<'a'>, 'href'> & { href: Route }) {
  return <a href={href} {...rest} />;
}
