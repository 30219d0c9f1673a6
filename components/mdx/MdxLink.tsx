import Link from 'next/link';
import type { ComponentProps } from 'react';

/**
 * Markdown links: internal ones (already checked against the routes at build time)
 * navigate client-side; external ones never leak the page through `window.opener`.
 */
export function MdxLink({ href = '', children, ...rest }: ComponentProps<'a'>) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link href={href} {...rest}>
        {children}
      </Link>
    );
  }
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} {...(external ? { rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
