import type { Article } from 'contentlayer/generated';
import { latestDate } from '../content/dates';
import { SITE } from '../site';

/** The blog's RSS feed, linked from every page's <head>. */
export const FEED_PATH = '/feed.xml';

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

const rfc822 = (isoDate: string) => new Date(isoDate).toUTCString();

/**
 * RSS 2.0, the format every feed reader takes. Items are the articles, newest first,
 * with their summary (the full text stays on the site, where amounts are live).
 */
export function renderFeed(articles: readonly Article[], absolute: (path: string) => string): string {
  const lastChange = articles.length > 0 ? latestDate(articles.map((article) => article.lastModified)) : undefined;
  const items = articles.map(
    (article) => `    <item>
      <title>${escapeXml(article.title)}</title>
      <link>${escapeXml(absolute(article.url))}</link>
      <guid isPermaLink="true">${escapeXml(absolute(article.url))}</guid>
      <description>${escapeXml(article.description)}</description>
      <pubDate>${rfc822(article.date)}</pubDate>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${SITE.name} : les guides`)}</title>
    <link>${escapeXml(absolute('/blog'))}</link>
    <atom:link href="${escapeXml(absolute(FEED_PATH))}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(SITE.tagline)}</description>
    <language>fr-FR</language>
${lastChange ? `    <lastBuildDate>${rfc822(lastChange)}</lastBuildDate>\n` : ''}${items.join('\n')}
  </channel>
</rss>
`;
}
