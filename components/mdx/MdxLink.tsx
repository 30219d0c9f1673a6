import type { ComponentProps } from 'react';
import { SiteLink } from '@/components/SiteLink';
import { isGoPath } from '@/lib/redirects';
import { OutboundLink } from '../OutboundLink';

/**
 * Markdown links: internal ones (already checked against the routes at build time)
 * navigate client-side; /go/… ones leave through the outbound redirect to the
 * provider's official site; no external one leaks the page through `window.opener`.
 */
export function MdxLink({ href = '', children, ...rest }: ComponentProps<'a'>) {
  if (isGoPath(href)) {
    return (
      <OutboundLink href={href} {...rest}>
        {children}
      </OutboundLink>
    );
  }
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <SiteLink href={href} {...rest}>
        {children}
      </SiteLink>
    );
  }
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} {...(external ? { rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
