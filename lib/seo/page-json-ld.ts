import { findByUrl } from '../content';
import { allOfferRecords } from '../offers';
import type { GlobalValues } from '../primes/types';
import { breadcrumbTrail } from './breadcrumbs';
import { extractFaq } from './faq';
import { pageStructuredData, serializeJsonLd } from './structured-data';

/**
 * Every structured-data block of the content page at `url`, serialised for a
 * `<script type="application/ld+json">`, with the amounts the page is rendered with
 * (components/seo/PageStructuredData.tsx).
 */
export function pageJsonLdBlocks(url: string, values: GlobalValues): string[] {
  const doc = findByUrl(url);
  if (!doc) return [];
  return pageStructuredData(doc, breadcrumbTrail(doc.url), extractFaq(doc.body.raw), values, allOfferRecords()).map(serializeJsonLd);
}

/** The same blocks as the HTML of their script elements. */
export function pageJsonLdHtml(url: string, values: GlobalValues): string {
  return pageJsonLdBlocks(url, values)
    .map((json) => `<script type="application/ld+json">${json}</script>`)
    .join('');
}
