import type { ComponentProps } from 'react';
import { SPONSORED_REL, type GoPath } from '@/lib/redirects';

/**
 * A link that leaves the site for a bank or portal through its /go/… redirect: marked
 * sponsored for search engines (it is or will be a referral link), without opener or
 * referrer. A plain <a>: the browser follows the redirect, no client-side transition.
 */
export function OutboundLink({ href, ...rest }: Omit<ComponentProps<'a'>, 'href' | 'rel'> & { href: GoPath }) {
  return <a {...rest} href={href} rel={SPONSORED_REL} />;
}
