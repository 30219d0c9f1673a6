import type { Article } from 'contentlayer/generated';
import { describe, expect, it } from 'vitest';
import { articlesNewestFirst } from '../content';
import { escapeXml, renderFeed } from './feed';

const absolute = (path: string) => `https://exemple.fr${path}`;

describe('renderFeed', () => {
  it('escapes what XML reserves', () => {
    expect(escapeXml(`Frais & "pièges" <2026>`)).toBe('Frais &amp; &quot;pièges&quot; &lt;2026&gt;');
  });

  it('lists the articles in the given order with absolute links and RFC 822 dates', () => {
    const articles = articlesNewestFirst();
    const xml = renderFeed(articles, absolute);
    const links = [...xml.matchAll(/<link>([^<]+)<\/link>/g)].map(([, link]) => link);
    expect(links).toEqual([absolute('/blog'), ...articles.map((article) => absolute(article.url))]);
    expect(xml).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} 00:00:00 GMT<\/pubDate>/);
    expect(xml).toContain(`<atom:link href="${absolute('/feed.xml')}" rel="self"`);
  });

  it('stays well formed when a title holds an ampersand', () => {
    const [first] = articlesNewestFirst();
    if (!first) throw new Error('no article');
    const xml = renderFeed([{ ...first, title: 'Cartes & frais' } as Article], absolute);
    expect(xml).toContain('<title>Cartes &amp; frais</title>');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});
