import { describe, expect, it } from 'vitest';
import defaultDocument from '../primes/default-document.json';
import { toGlobalValues } from '../primes/derive';
import { pageJsonLdHtml } from './page-json-ld';

const values = toGlobalValues(defaultDocument);
const blocksOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? '{}') as Record<string, unknown>,
  );

describe('pageJsonLdHtml', () => {
  it('writes every block of an offer page, with the amounts it is given, as data scripts', () => {
    const blocks = blocksOf(pageJsonLdHtml('/neobanque/revolut', values));
    expect(blocks.map((block) => block['@type'])).toEqual(['BreadcrumbList', 'FAQPage', 'Offer']);
    expect(JSON.stringify(blocks)).toContain(`${values.PRIME_PARRAIN_REVOLUT}`);
  });

  it('writes the site’s blocks on the home page, and nothing for an address that is not a page', () => {
    expect(blocksOf(pageJsonLdHtml('/', values)).map((block) => block['@type'])).toEqual(['WebSite', 'Organization', 'BreadcrumbList']);
    expect(pageJsonLdHtml('/nulle-part', values)).toBe('');
  });
});
