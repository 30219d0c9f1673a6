import type { Article } from 'contentlayer/generated';
import { Feed } from 'feed';
import { latestDate } from '../content/dates';
import { NBSP } from '../french';
import { SITE } from '../site';

/** The blog's RSS feed, linked from every page's <head>. */
export const FEED_PATH = '/feed.xml';

/**
 * RSS 2.0, the format every feed reader takes. Items are the articles, newest first,
 * with their summary (the full text stays on the site, where amounts are live). Written
 * by the `feed` package, the site's one feed writer (the amounts' Atom feed too,
 * changes-feed.ts): escaping and dates are its job, not hand-made XML's.
 */
export function renderFeed(articles: readonly Article[], absolute: (path: string) => string): string {
  const lastChange = articles.length > 0 ? latestDate(articles.map((article) => article.lastModified)) : undefined;
  const feed = new Feed({
    id: absolute(FEED_PATH),
    title: `${SITE.name}${NBSP}: les guides`,
    link: absolute('/blog'),
    description: SITE.tagline,
    language: 'fr-FR',
    feedLinks: { rss: absolute(FEED_PATH) },
    generator: false,
    ...(lastChange ? { updated: new Date(lastChange) } : {}),
  });
  for (const article of articles) {
    const url = absolute(article.url);
    feed.addItem({ title: article.title, id: url, guid: url, link: url, description: article.description, date: new Date(article.date) });
  }
  return feed.rss2();
}
