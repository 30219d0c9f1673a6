import type { ComponentProps } from 'react';
import { isGoPath } from '@/lib/redirects';
import { OutboundLink } from '../OutboundLink';

/**
 * Markdown links: /go/… ones leave through the outbound redirect to the provider's
 * official site; internal ones (already checked against the routes at build time) are
 * plain <a> elements, which the delegated router turns into client-side transitions
 * (components/InternalLink.tsx says how); no external one leaks the page through
 * `window.opener`.
 */
export function MdxLink({ href = '', children, ...rest }: ComponentProps<'a'>) {
  if (isGoPath(href)) {
    return (
      <OutboundLink href={href} {...rest}>
        {children}
      </OutboundLink>
    );
  }
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} {...(external ? { rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
