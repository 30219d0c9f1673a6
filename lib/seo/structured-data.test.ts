import { describe, expect, it } from 'vitest';
import { findByUrl } from '../content';
import { allOfferRecords } from '../offers';
import defaultDocument from '../primes/default-document.json';
import { breadcrumbTrail } from './breadcrumbs';
import { breadcrumbList, pageStructuredData, serializeJsonLd } from './structured-data';

describe('structured data', () => {
  it('cannot close its <script> element, whatever the content says', () => {
    const json = serializeJsonLd(breadcrumbList([{ name: '</script><script>alert(1)</script>', url: '/' }]));
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).itemListElement[0].name).toBe('</script><script>alert(1)</script>');
  });

  it('numbers the crumbs from 1 with absolute addresses', () => {
    const list = breadcrumbList([
      { name: 'Accueil', url: '/' },
      { name: 'Blog', url: '/blog' },
    ]);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: expect.stringMatching(/^https:\/\/[^/]+\/$/) },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: expect.stringMatching(/^https:\/\/[^/]+\/blog$/) },
    ]);
  });

  it('gives each running offer’s page one Offer, a page whose programme ended or was not found none, and no other page any', () => {
    const withPage = allOfferRecords().filter((record) => record.page !== undefined);
    expect(withPage.length).toBeGreaterThan(0);
    expect(withPage.some((record) => record.programme.status !== 'open')).toBe(true);
    for (const record of withPage) {
      const doc = findByUrl(record.page ?? '');
      if (!doc) throw new Error(`no page ${record.page}`);
      const blocks = pageStructuredData(doc, breadcrumbTrail(doc.url), [], defaultDocument, allOfferRecords());
      const offers = blocks.filter((block) => block['@type'] === 'Offer');
      if (record.programme.status !== 'open') {
        expect(offers, doc.url).toHaveLength(0);
        continue;
      }
      expect(offers, doc.url).toHaveLength(1);
      expect(offers[0]).toMatchObject({ '@context': 'https://schema.org', url: expect.stringMatching(new RegExp(`${doc.url}$`)) });
    }
    const home = findByUrl('/');
    if (!home) throw new Error('no home page');
    const blocks = pageStructuredData(home, breadcrumbTrail('/'), [], defaultDocument, allOfferRecords());
    expect(blocks.map((block) => block['@type']).sort()).toEqual(['BreadcrumbList', 'Organization', 'WebSite']);
  });
});
