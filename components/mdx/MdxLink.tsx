import type { ComponentProps } from 'react';
import { isGoPath } from '@/lib/redirects';
import { OutboundLink } from '../OutboundLink';
import { SiteLink } from '../SiteLink';

/** Files of the site (feeds, open data, images) are not pages: the browser fetches them itself. */
const FILE = /\.[a-z0-9]+$/i;
const isFile = (href: string) => FILE.test(new URL(href, 'https://site.invalid').pathname);

/**
 * Markdown links: /go/… ones leave through the outbound redirect to the provider's
 * official site; links to pages of the site (already checked against the routes at build
 * time) and to places on the page are SiteLinks; files and mail stay plain; no external one
 * leaks the page through `window.opener`.
 */
export function MdxLink({ href = '', children, ...rest }: ComponentProps<'a'>) {
  if (isGoPath(href)) {
    return (
      <OutboundLink href={href} {...rest}>
        {children}
      </OutboundLink>
    );
  }
  if ((href.startsWith('/') && !href.startsWith('//') && !isFile(href)) || href.startsWith('#')) {
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
