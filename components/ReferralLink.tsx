import type { ComponentProps } from 'react';
import { SPONSORED_REL } from '@/lib/redirects';

/** The site's own referral link (content/codes.yaml): the only links marked sponsored. */
export function ReferralLink({ href, ...rest }: Omit<ComponentProps<'a'>, 'rel'> & { href: string }) {
  return <a {...rest} href={href} rel={SPONSORED_REL} />;
}
