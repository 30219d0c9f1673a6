import { findByUrl } from '../content';
import { allOfferRecords } from '../offers';
import type { GlobalValues } from '../primes/types';
import { breadcrumbTrail } from './breadcrumbs';
import { extractFaq } from './faq';
import { pageStructuredData, serializeJsonLd } from './structured-data';

/**
 * Every structured-data block of the content page at `url`, as the HTML of its
 * `<script type="application/ld+json">` elements, with the amounts the page is rendered with.
 * Written by the server side of components/seo/PageStructuredData.tsx only.
 */
export function pageJsonLdHtml(url: string, values: GlobalValues): string {
  const doc = findByUrl(url);
  if (!doc) return '';
  return pageStructuredData(doc, breadcrumbTrail(doc.url), extractFaq(doc.body.raw), values, allOfferRecords())
    .map((data) => `<script type="application/ld+json">${serializeJsonLd(data)}</script>`)
    .join('');
}
