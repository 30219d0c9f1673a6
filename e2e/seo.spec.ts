import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { parse } from 'yaml';
import { ROUTES } from '../lib/content/routes.generated';
import { DEFAULT_SITE_URL } from '../lib/deployment.mjs';
import { OPEN_DATA_PATHS } from '../lib/open-data/paths';
import { formatEuros } from '../lib/primes/format';

/** The production build of the tests sets no SITE_URL: addresses use the default origin. */
const absolute = (path: string) => new URL(path, DEFAULT_SITE_URL).href;
const sitePath = (url: string) => new URL(url).pathname;

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
function metaContent(page: string, key: string): string | undefined {
  const tag = [...page.matchAll(/<meta\b[^>]*>/g)]
    .map(([t]) => t)
    .find((t) => attribute(t, 'property') === key || attribute(t, 'name') === key);
  return tag ? attribute(tag, 'content') : undefined;
}
function linkHref(page: string, rel: string): string | undefined {
  const tag = [...page.matchAll(/<link\b[^>]*>/g)].map(([t]) => t).find((t) => attribute(t, 'rel') === rel);
  return tag ? attribute(tag, 'href') : undefined;
}
type JsonLdBlock = { '@type': string; [key: string]: unknown };
function jsonLdBlocks(page: string): JsonLdBlock[] {
  return [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json ?? '') as JsonLdBlock,
  );
}
/** The offer records' pages (content/offres/), read as the records are: each carries its offer as a schema.org Offer. */
const OFFERS_DIR = join(import.meta.dirname, '..', 'content', 'offres');
const OFFER_PAGES = new Set(
  readdirSync(OFFERS_DIR)
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => (parse(readFileSync(join(OFFERS_DIR, file), 'utf8')) as { page?: string }).page)
    .filter((page) => page !== undefined),
);
type OfferBonus = { name: string; value?: { '@type': string; currency: string; value: number }; description?: string };
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

test('the sitemap lists exactly the content routes, each with a last-modified date', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc ?? '');
  expect(locs.map(sitePath).sort()).toEqual([...ROUTES].sort());
  expect(locs.every((loc) => loc.startsWith(DEFAULT_SITE_URL))).toBe(true);
  expect([...xml.matchAll(/<lastmod>(\d{4}-\d{2}-\d{2})/g)]).toHaveLength(ROUTES.length);
});

test('production robots.txt lets crawlers in and names the sitemap; pages are indexable', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Allow: \/$/m);
  expect(robots).toContain(`Sitemap: ${absolute('/sitemap.xml')}`);
  const response = await request.get('/');
  expect(response.headers()['x-robots-tag']).toBeUndefined();
  expect(metaContent(await response.text(), 'robots')).toBe('index, follow');
});

for (const route of ROUTES) {
  test(`${route}: canonical, Open Graph and Twitter cards, share image, feed link`, async ({ request }) => {
    const page = await html(request, route);
    // Normalised: Next.js writes the home page's address without its final slash.
    expect(new URL(linkHref(page, 'canonical') ?? '').href).toBe(absolute(route));
    expect(metaContent(page, 'og:locale')).toBe('fr_FR');
    expect(new URL(metaContent(page, 'og:url') ?? '').href).toBe(absolute(route));
    expect(metaContent(page, 'og:type')).toBe(route.startsWith('/blog/') ? 'article' : 'website');
    if (route.startsWith('/blog/')) expect(metaContent(page, 'article:published_time')).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(metaContent(page, 'twitter:card')).toBe('summary_large_image');
    expect(linkHref(page, 'alternate')).toBe(absolute('/feed.xml'));
    const atom = [...page.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag).find((tag) => attribute(tag, 'type') === 'application/atom+xml');
    expect(atom && attribute(atom, 'href')).toBe(absolute('/historique-primes.xml'));

    const image = metaContent(page, 'og:image');
    expect(image, 'og:image').toBeDefined();
    const png = await request.get(sitePath(image ?? ''));
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    const bytes = await png.body();
    // PNG signature, then the IHDR width and height: 1200 × 630.
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test(`${route}: structured data parses, with the expected types, and the breadcrumbs match the address`, async ({ request }) => {
    const page = await html(request, route);
    const blocks = jsonLdBlocks(page);
    const types = blocks.map((block) => block['@type']);
    expect(blocks.every((block) => block['@context'] === 'https://schema.org')).toBe(true);

    const expected = ['BreadcrumbList'];
    if (route === '/') expected.push('WebSite', 'Organization');
    if (/^\/blog\/.+/.test(route)) expected.push('Article');
    if (page.includes('class="faq"')) expected.push('FAQPage');
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
    const trail = /<nav aria-label="Fil d’Ariane"[^>]*>(.*?)<\/nav>/s.exec(page)?.[1];
    if (route === '/') {
      expect(trail).toBeUndefined();
    } else {
      const names = [...(trail ?? '').matchAll(/<li[^>]*>(?:<a href="([^"]*)">)?([^<]*)/g)].map(([, href, name]) => ({
        href,
        name: decode(name ?? ''),
      }));
      expect(names.map((crumb) => crumb.name)).toEqual(crumbs.map((crumb) => crumb.name));
      expect(names.map((crumb) => crumb.href)).toEqual([...ancestors.slice(0, -1), undefined]);
    }

    const faq = blocks.find((block) => block['@type'] === 'FAQPage');
    if (faq) {
      const questions = faq.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
      const summaries = [...page.matchAll(/<summary>(.*?)<\/summary>/g)].map(([, text]) => decode(text ?? ''));
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
        if (bonus.value) {
          expect(bonus.value).toMatchObject({ '@type': 'MonetaryAmount', currency: 'EUR' });
          expect(page, `${route} ${bonus.name}`).toContain(formatEuros(bonus.value.value));
        } else {
          expect(['aucune prime selon les conditions publiées', 'montant non communiqué']).toContain(bonus.description);
        }
      }
      expect(offer).not.toHaveProperty('price');
    }
    const article = blocks.find((block) => block['@type'] === 'Article');
    if (article) {
      expect(article.headline).toBe(decode(/<h1>([^<]*)<\/h1>/.exec(page)?.[1] ?? ''));
      expect(article.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}/);
    }
  });
}

test('FAQ answers in the structured data carry the amounts the page shows', async ({ page }) => {
  await page.goto('/blog/parrainage-fortuneo');
  const question = page.locator('details.faq__item', { hasText: 'Combien touche le filleul' });
  const shown = await question.locator('.prime').allTextContents();
  expect(shown).toHaveLength(2);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faq = blocks.map((json) => JSON.parse(json) as JsonLdBlock).find((block) => block['@type'] === 'FAQPage');
  const entry = (faq?.mainEntity as { name: string; acceptedAnswer: { text: string } }[]).find((q) =>
    q.name.startsWith('Combien touche le filleul'),
  );
  for (const amount of shown) expect(entry?.acceptedAnswer.text).toContain(amount);
  expect(entry?.acceptedAnswer.text).toMatch(/^Selon notre suivi des offres, \d+\u00a0€ avec la carte Gold/);
});

test('the RSS feed lists every article, newest first, and is linked from the 404 page too', async ({ request }) => {
  const response = await request.get('/feed.xml');
  expect(response.headers()['content-type']).toContain('application/rss+xml');
  const xml = await response.text();
  const links = [...xml.matchAll(/<item>\s*<title>.*?<\/title>\s*<link>([^<]+)<\/link>/g)].map(([, link]) => sitePath(link ?? ''));
  expect(links.sort()).toEqual(ROUTES.filter((route) => /^\/blog\/.+/.test(route)).sort());
  const dates = [...xml.matchAll(/<pubDate>([^<]+)<\/pubDate>/g)].map(([, date]) => Date.parse(date ?? ''));
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
  const notFound = await request.get('/page-inexistante');
  expect(notFound.status()).toBe(404);
  expect(linkHref(await notFound.text(), 'alternate')).toBe(absolute('/feed.xml'));
});

test('llms.txt describes the site with a link to every content page', async ({ request }) => {
  const response = await request.get('/llms.txt');
  expect(response.headers()['content-type']).toContain('text/plain');
  const text = await response.text();
  expect(text).toMatch(/^# Parrainage Malin\n\n> /);
  const links = [...text.matchAll(/\]\((https:[^)]+)\)/g)].map(([, url]) => sitePath(url ?? ''));
  // Every page, and the open data files besides.
  expect(links.filter((link) => !OPEN_DATA_PATHS.has(link)).sort()).toEqual([...ROUTES].sort());
  expect(links.filter((link) => OPEN_DATA_PATHS.has(link)).sort()).toEqual([...OPEN_DATA_PATHS].sort());
});

test('the web manifest and its icons answer, with the theme colour', async ({ request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    lang: string;
    theme_color: string;
    icons: { src: string; type: string }[];
  };
  expect(manifest.lang).toBe('fr');
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type']).toBe(icon.type);
  }
  const home = await html(request, '/');
  expect(linkHref(home, 'apple-touch-icon')).toBe('/icons/apple-touch-icon.png');
  expect(metaContent(home, 'theme-color')).toBe(manifest.theme_color);
});
