import type { Metadata } from 'next';
import type { ContentDoc } from '../content';
import { SITE } from '../site';
import { isPreview, thisDeployment } from '../deployment.mjs';
import { APP_ICONS, appIconPath } from '../og/app-icons';
import { CHANGES_FEED_PATH } from './changes-feed';
import { FEED_PATH } from './feed';
import { offerFeedPath } from './offer-feed-path';
import { allOfferRecords } from '../offers';
import { PROVIDER_LABELS } from '../primes/providers';
import { SHARE_IMAGE_SIZE, shareImagePath } from './share-image';

export const THEME_COLOR = '#0b5d4b';
const LOCALE = 'fr_FR';

/** A preview must stay out of search engines; production is indexed. */
const robots: Metadata['robots'] = isPreview() ? { index: false, follow: false } : { index: true, follow: true };

/** The site's two feeds, announced in every page's head: the guides (RSS) and the changes of the amounts (Atom). */
const FEEDS = {
  'application/rss+xml': [{ url: FEED_PATH, title: `${SITE.name} : les guides` }],
  'application/atom+xml': [{ url: CHANGES_FEED_PATH, title: `${SITE.name} : évolutions des primes` }],
};

/** The site's feeds, and on an offer's page (its record's `page`) the offer's own feed. */
function feedsOf(url: string): typeof FEEDS {
  const offers = allOfferRecords()
    .filter((record) => record.page === url)
    .map((record) => ({ url: offerFeedPath(record.provider), title: `${SITE.name} : offre ${PROVIDER_LABELS[record.provider]}` }));
  return offers.length === 0 ? FEEDS : { ...FEEDS, 'application/atom+xml': [...FEEDS['application/atom+xml'], ...offers] };
}

/** What every page shares (root layout); pages add their own through pageMetadata. */
export function siteMetadata(): Metadata {
  return {
    metadataBase: new URL(thisDeployment().siteUrl),
    title: { default: SITE.name, template: `%s | ${SITE.name}` },
    description: SITE.tagline,
    applicationName: SITE.name,
    robots,
    alternates: { types: FEEDS },
    openGraph: { siteName: SITE.name, locale: LOCALE, type: 'website' },
    twitter: { card: 'summary_large_image' },
    manifest: '/manifest.webmanifest',
    icons: {
      icon: [
        ...APP_ICONS.filter((icon) => icon.purpose === 'any').map((icon) => ({
          url: appIconPath(icon),
          sizes: `${icon.size}x${icon.size}`,
          type: 'image/png',
        })),
      ],
      apple: APP_ICONS.filter((icon) => icon.purpose === 'apple').map((icon) => ({
        url: appIconPath(icon),
        sizes: `${icon.size}x${icon.size}`,
      })),
    },
    formatDetection: { telephone: false, email: false, address: false },
  };
}

/**
 * A content page's title, description, canonical address, Open Graph and Twitter
 * cards. Next.js replaces (does not merge) the layout's openGraph and twitter objects,
 * hence the shared fields repeated here.
 */
export function pageMetadata(doc: ContentDoc): Metadata {
  const image = { url: shareImagePath(doc.url), ...SHARE_IMAGE_SIZE, alt: doc.title, type: 'image/png' };
  const shared = { title: doc.title, description: doc.description, url: doc.url, siteName: SITE.name, locale: LOCALE, images: [image] };
  return {
    title: doc.url === '/' ? { absolute: doc.title } : doc.title,
    description: doc.description,
    alternates: { canonical: doc.url, types: feedsOf(doc.url) },
    openGraph:
      doc.type === 'Article'
        ? { ...shared, type: 'article', publishedTime: doc.date, modifiedTime: doc.lastModified, section: 'Guides' }
        : { ...shared, type: 'website' },
    twitter: { card: 'summary_large_image', title: doc.title, description: doc.description, images: [image.url] },
  };
}
