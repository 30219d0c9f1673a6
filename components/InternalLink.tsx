import type { ComponentProps } from 'react';
import type { Route } from '@/lib/content/routes.generated';
import { SiteLink } from './SiteLink';

/** A link inside the site, typed with the generated route list: a missing page fails type-checking. */
export function InternalLink({ href, ...rest }: Omit<ComponentProps<typeof SiteLink>, 'href'> & { href: Route }) {
  return <SiteLink href={href} {...rest} />;
}
