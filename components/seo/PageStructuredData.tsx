import { pageJsonLdBlocks } from '@/lib/seo/page-json-ld';
import type { GlobalValues } from '@/lib/primes/types';

/**
 * A content page's structured data (lib/seo/page-json-ld.ts), as Next.js's JSON-LD guide
 * writes it: script elements rendered by the page, with the amounts the page is rendered
 * with, as its FAQ and offer show them. Being server-rendered, each block is also in the
 * page data (2 to 3 kB on an offer page with a FAQ).
 */
export function PageStructuredData({ url, values }: { url: string; values: GlobalValues }) {
  return pageJsonLdBlocks(url, values).map((json, index) => (
    <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
  ));
}
