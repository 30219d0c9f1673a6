import type { ComponentProps } from 'react';
import { OUTBOUND_REL, type GoPath } from '@/lib/redirects';

/**
 * A link to a provider's official site through its /go/… redirect. Not sponsored:
 * these addresses carry no referral or affiliate code (the site's own referral links
 * come from content/codes.yaml and use ReferralLink). A plain <a>: the browser
 * follows the redirect, no client-side transition.
 */
export function OutboundLink({ href, ...rest }: Omit<ComponentProps<'a'>, 'href' | 'rel'> & { href: GoPath }) {
  return <a {...rest} href={href} rel={OUTBOUND_REL} />;
}
