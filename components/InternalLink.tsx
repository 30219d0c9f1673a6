import Link from 'next/link';
import type { ComponentProps } from 'react';
import type { Route } from '@/lib/content/routes.generated';

/** A link inside the site, typed with the generated route list: a missing page fails type-checking. */
export function InternalLink({ href, ...rest }: Omit<ComponentProps<typeof Link>, 'href'> & { href: Route }) {
  return <Link href={href} {...rest} />;
}
