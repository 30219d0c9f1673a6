import { isOpen } from '../offers/programme';
import type { Article, BreadcrumbList, FAQPage, Offer, Organization, Thing, WebSite, WithContext } from 'schema-dts';
import type { ContentDoc } from '../content';
import type { OfferRecord } from '../offers/schema';
import { factsForKind } from '../offers/resolved-offer';
import type { BonusKind, Provider } from '../primes/providers';
import type { GlobalValues } from '../primes/types';
import { SITE } from '../site';
import type { Crumb } from './breadcrumbs';
import { absoluteUrl } from '../deployment.mjs';
import { answerText, type FaqEntry } from './faq';
import { offerStructuredData } from './offer-structured-data';
import { shareImagePath } from './share-image';

/**
 * A top-level block: the object itself, never the bare address (IRI) that schema-dts also
 * allows in place of some types (`Organization` is `… | string`), so every block has its `@type`.
 */
type Block<T extends Thing> = WithContext<Exclude<T, string>>;

/**
 * A schema.org object as rendered in <script type="application/ld+json">: one of the types
 * the site writes, from schema-dts (types only: no runtime code).
 */
export type JsonLd = Block<Organization> | Block<WebSite> | Block<BreadcrumbList> | Block<Article> | Block<FAQPage> | Block<Offer>;

const ORGANIZATION_ID = () => absoluteUrl('/#organisation');
const WEBSITE_ID = () => absoluteUrl('/#site');

function organization(): Block<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': ORGANIZATION_ID(),
    name: SITE.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icons/icon-512.png'),
    email: SITE.email,
  };
}

function website(): Block<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': WEBSITE_ID(),
    name: SITE.name,
    description: SITE.tagline,
    url: absoluteUrl('/'),
    inLanguage: 'fr-FR',
    publisher: { '@id': ORGANIZATION_ID() },
  };
}

export function breadcrumbList(trail: readonly Crumb[]): Block<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.url),
    })),
  };
}

function article(doc: Extract<ContentDoc, { type: 'Article' }>): Block<Article> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: doc.title,
    description: doc.description,
    image: absoluteUrl(shareImagePath(doc.url)),
    datePublished: doc.date,
    dateModified: doc.lastModified,
    wordCount: doc.wordCount,
    inLanguage: 'fr-FR',
    mainEntityOfPage: absoluteUrl(doc.url),
    author: { '@type': 'Organization', name: SITE.name, url: absoluteUrl('/') },
    publisher: { '@id': ORGANIZATION_ID() },
  };
}

/** Amounts in the answers are those of the settings document the page was rendered with, as in the visible FAQ. */
function faqPage(entries: readonly FaqEntry[], values: GlobalValues, offers: readonly OfferRecord[]): Block<FAQPage> {
  const factsOf = (provider: Provider, kind: BonusKind) =>
    factsForKind(
      provider,
      offers.find((record) => record.provider === provider),
      kind,
    );
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: answerText(entry.answer, values, factsOf) },
    })),
  };
}

/**
 * JSON for a <script> element: "<" is escaped so that no text from the content can
 * close the element or open a comment.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * Every block a content page carries: the site on the home page, the trail everywhere, the
 * article, the FAQ, and the offer of each record whose `page` this is (with the amounts
 * the page was rendered with, as its box shows them).
 */
export function pageStructuredData(
  doc: ContentDoc,
  trail: readonly Crumb[],
  faq: readonly FaqEntry[],
  values: GlobalValues,
  offers: readonly OfferRecord[] = [],
): JsonLd[] {
  return [
    ...(doc.url === '/' ? [website(), organization()] : []),
    breadcrumbList(trail),
    ...(doc.type === 'Article' ? [article(doc)] : []),
    ...(faq.length > 0 ? [faqPage(faq, values, offers)] : []),
    ...offers
      .filter((record) => record.page === doc.url && isOpen(record))
      .map((record) => offerStructuredData(record, doc.url, values, absoluteUrl)),
  ];
}
