'use client';

import { useContext } from 'react';
import { GlobalValuesSnapshot } from '@/lib/primes/snapshot-context';

/*
 * A content page's structured data (lib/seo/page-json-ld.ts): in the HTML, where search engines
 * read it, and not in the inline page data, where it was a second copy (about 3 kB on an offer
 * page with a FAQ) that the browser decoded for nothing: no script reads it. The server renders
 * this client component with the blocks; the page data holds only a reference and the page's
 * address; in the browser React keeps the server's nodes (no comparison of
 * `dangerouslySetInnerHTML` at hydration), as for the stylesheet (components/layout/SiteHead.tsx).
 * After a navigation inside the site, the new page's container is empty: crawlers load each
 * address on its own. `typeof window` is replaced at build time: the builder is in the server bundle only.
 */
const server = typeof window === 'undefined' ? (require('@/lib/seo/page-json-ld') as typeof import('@/lib/seo/page-json-ld')) : undefined;

export function PageStructuredData({ url }: { url: string }) {
  // The amounts the page is rendered with (the root layout's snapshot), as its FAQ and offer show them.
  const values = useContext(GlobalValuesSnapshot);
  return <div hidden dangerouslySetInnerHTML={{ __html: server ? server.pageJsonLdHtml(url, values) : '' }} suppressHydrationWarning />;
}
