import type { ComponentProps } from 'react';

/**
 * A link to a page of the site: a plain <a>, rendered on the server, not a client
 * component. One delegated handler (instrumentation-client.ts, lib/browser/site-router.ts)
 * turns a click on any link to a page of the site into a client-side transition without
 * scroll (NavigationEffects lands on the new page, animated and with focus) and
 * prefetches on intent (pointer over the link, keyboard focus, finger down). next/link
 * did the same one link at a time: each link was a client component hydrated at start,
 * with its props in the inline page data, and next/link's code cost about 4 kB gzip of
 * the first load (issue 15).
 */
export function SiteLink({ href, ...props }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  return <a href={href} {...props} />;
}
