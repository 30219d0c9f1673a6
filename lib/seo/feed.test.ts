import type { Article } from 'contentlayer/generated';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { articlesNewestFirst } from '../content';
import { renderFeed } from './feed';

const absolute = (path: string) => `https://exemple.fr${path}`;
type RssItem = { title: string; link: string; pubDate: string };
/** As a feed reader reads it: a real XML parser, which also refuses a malformed document. */
const parse = (xml: string) => {
  expect(XMLValidator.validate(xml)).toBe(true);
  const channel = (
    new XMLParser({ ignoreAttributes: false }).parse(xml) as {
      rss: { channel: { link: string; item?: RssItem | RssItem[]; 'atom:link': { '@_href': string; '@_rel': string } } };
    }
  ).rss.channel;
  return { channel, items: [channel.item ?? []].flat() };
};

describe('renderFeed', () => {
  it('lists the articles in the given order with absolute links and RFC 822 dates', () => {
    const articles = articlesNewestFirst();
    const { channel, items } = parse(renderFeed(articles, absolute));
    expect(channel.link).toBe(absolute('/blog'));
    expect(items.map((item) => item.link)).toEqual(articles.map((article) => absolute(article.url)));
    expect(items[0]?.pubDate).toMatch(/^\w{3}, \d{2} \w{3} \d{4} 00:00:00 GMT$/);
    expect(channel['atom:link']).toMatchObject({ '@_href': absolute('/feed.xml'), '@_rel': 'self' });
  });

  it('stays well formed when a title holds an ampersand', () => {
    const [first] = articlesNewestFirst();
    if (!first) throw new Error('no article');
    const { items } = parse(renderFeed([{ ...first, title: 'Cartes & frais <2026>' } as Article], absolute));
    expect(items[0]?.title).toBe('Cartes & frais <2026>');
  });
});
