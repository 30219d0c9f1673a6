import type { ComponentProps } from 'react';
import type { Route } from '@/lib/content/routes.generated';
import { SiteLink } from './SiteLink';

/**
 * A link to a route written in the code, typed with the generated route list: a missing page
 * fails type-checking. Links whose address comes from the content index (cards, articles,
 * offers, breadcrumbs) use SiteLink directly.
 */
export function InternalLink({ href, ...rest }: Omit<ComponentProps<typeof SiteLink>, 'href'> & { href: Route }) {
  return <SiteLink href={href} {...rest} />;
}
