import { offerRecordFiles } from '../offer-record-files';
import { expect } from '@playwright/test';
import { DEFAULT_SITE_URL } from '../../lib/deployment.mjs';
import { formatEuros } from '../../lib/primes/format';
import { jsonLdBlocks, linkHref, metaContent, decodeEntities } from '../html-head';
import type { Visit } from './visit';

/** The production build of the tests sets no SITE_URL: addresses use the default origin. */
const absolute = (path: string) => new URL(path, DEFAULT_SITE_URL).href;
const sitePath = (url: string) => new URL(url).pathname;

/**
 * The pages of running programmes (content/offres/), read as the records are: each carries its
 * offer as a schema.org Offer; a programme that ended or was not found keeps its page, without one.
 */
const OFFER_PAGES = new Set(
  offerRecordFiles<{ page?: string; programme: { status: string } }>()
    .filter((record) => record.programme.status === 'open')
    .map((record) => record.page)
    .filter((page) => page !== undefined),
);
/** A bonus in euros (`value`), a campaign-dependent ceiling (`maxValue`), or the box's words. */
type OfferBonus = {
  name: string;
  value?: { '@type': string; currency: string; value?: number; maxValue?: number };
  description?: string;
};

/** Canonical address, Open Graph and Twitter cards, a 1200 × 630 share image, the feeds' links. */
export async function expectShareTags({ page, route, html }: Visit): Promise<void> {
  // Normalised: Next.js writes the home page's address without its final slash.
  expect(new URL(linkHref(html, 'canonical') ?? '').href).toBe(absolute(route));
  expect(metaContent(html, 'og:locale')).toBe('fr_FR');
  expect(new URL(metaContent(html, 'og:url') ?? '').href).toBe(absolute(route));
  expect(metaContent(html, 'og:type')).toBe(route.startsWith('/blog/') ? 'article' : 'website');
  if (route.startsWith('/blog/')) expect(metaContent(html, 'article:published_time')).toMatch(/^\d{4}-\d{2}-\d{2}/);
  expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
  expect(linkHref(html, 'alternate')).toBe(absolute('/feed.xml'));
  const atom = [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag).find((tag) => /\btype="application\/atom\+xml"/.test(tag));
  expect(atom && /\bhref="([^"]*)"/.exec(atom)?.[1]).toBe(absolute('/historique-primes.xml'));

  const image = metaContent(html, 'og:image');
  expect(image, 'og:image').toBeDefined();
  const png = await page.request.get(sitePath(image ?? ''));
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');
  const bytes = await png.body();
  // PNG signature, then the IHDR width and height: 1200 × 630.
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
}

/** The structured data parses, with the types the page calls for, and the breadcrumbs match the address. */
export function expectStructuredData({ route, html }: Visit): void {
  const blocks = jsonLdBlocks(html);
  const types = blocks.map((block) => block['@type']);
  expect(blocks.every((block) => block['@context'] === 'https://schema.org')).toBe(true);

  const expected = ['BreadcrumbList'];
  if (route === '/') expected.push('WebSite', 'Organization');
  if (/^\/blog\/.+/.test(route)) expected.push('Article');
  if (html.includes('class="faq"')) expected.push('FAQPage');
  if (OFFER_PAGES.has(route)) expected.push('Offer');
  expect(types.sort()).toEqual(expected.sort());

  // One crumb per ancestor address, from the home page down to this page.
  const segments = route.split('/').filter(Boolean);
  const ancestors = ['/', ...segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)];
  const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList')?.itemListElement as {
    position: number;
    name: string;
    item: string;
  }[];
  expect(crumbs.map((crumb) => sitePath(crumb.item))).toEqual(ancestors);
  expect(crumbs.map((crumb) => crumb.position)).toEqual(ancestors.map((_, i) => i + 1));

  // The visible trail says the same (the home page, a trail of one, shows none).
  const trail = /<nav aria-label="Fil d’Ariane"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1];
  if (route === '/') {
    expect(trail).toBeUndefined();
  } else {
    const names = [...(trail ?? '').matchAll(/<li[^>]*>(?:<a href="([^"]*)">)?([^<]*)/g)].map(([, href, name]) => ({
      href,
      name: decodeEntities(name ?? ''),
    }));
    expect(names.map((crumb) => crumb.name)).toEqual(crumbs.map((crumb) => crumb.name));
    expect(names.map((crumb) => crumb.href)).toEqual([...ancestors.slice(0, -1), undefined]);
  }

  const faq = blocks.find((block) => block['@type'] === 'FAQPage');
  if (faq) {
    const questions = faq.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    const summaries = [...html.matchAll(/<summary>(.*?)<\/summary>/g)].map(([, text]) => decodeEntities(text ?? ''));
    expect(questions.map((question) => question.name)).toEqual(summaries);
    for (const question of questions) expect(question.acceptedAnswer.text.length, question.name).toBeGreaterThan(20);
  }
  const offer = blocks.find((block) => block['@type'] === 'Offer');
  if (offer) {
    expect(offer.url).toBe(absolute(route));
    expect(String(offer.description)).toMatch(/Conditions/);
    // Both sides, each in euros or in the box's words; an amount is the one this very HTML shows.
    const bonuses = offer.additionalProperty as OfferBonus[];
    expect(bonuses.map((bonus) => bonus.name)).toEqual(['Prime du filleul', 'Prime du parrain']);
    for (const bonus of bonuses) {
      if (bonus.value?.maxValue !== undefined) {
        expect(bonus.value).toMatchObject({ '@type': 'MonetaryAmount', currency: 'EUR' });
        expect(html, `${route} ${bonus.name}`).toContain(`jusqu’à ${formatEuros(bonus.value.maxValue)}`);
      } else if (bonus.value?.value !== undefined) {
        expect(bonus.value).toMatchObject({ '@type': 'MonetaryAmount', currency: 'EUR' });
        expect(html, `${route} ${bonus.name}`).toContain(formatEuros(bonus.value.value));
      } else {
        // No figure: the very words the box shows in its place (lib/offers/resolve-side.ts).
        expect(html, `${route} ${bonus.name}`).toContain(`>${bonus.description}<`);
      }
    }
    expect(offer).not.toHaveProperty('price');
  }
  const article = blocks.find((block) => block['@type'] === 'Article');
  if (article) {
    expect(article.headline).toBe(decodeEntities(/<h1>([^<]*)<\/h1>/.exec(html)?.[1] ?? ''));
    expect(article.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}/);
  }
}
