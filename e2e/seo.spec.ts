import { expect, test, type APIRequestContext } from '@playwright/test';
import { ROUTES } from '../lib/content/routes.generated';
import { DEFAULT_SITE_URL } from '../lib/deployment.mjs';
import { OPEN_DATA_PATHS } from '../lib/open-data/paths';
import { type JsonLdBlock, linkHref, metaContent } from './html-head';

/** The production build of the tests sets no SITE_URL: addresses use the default origin. */
const absolute = (path: string) => new URL(path, DEFAULT_SITE_URL).href;
const sitePath = (url: string) => new URL(url).pathname;

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

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

// Per route (canonical, cards, share image, structured data, breadcrumbs): e2e/pages.spec.ts and e2e/page-checks/seo-tags.ts.

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
  // The tab's icon is a PNG: the page's own renderer fetches and decodes the icon it links, and an
  // SVG costs it a whole SVG document, 4 to 17 ms of main thread after every load (docs/benchmarks-archive.md).
  const icons = [...home.matchAll(/<link\b[^>]*\brel="icon"[^>]*>/g)].map(([tag]) => /\bhref="([^"]*)"/.exec(tag)?.[1]);
  expect(icons.length).toBeGreaterThan(0);
  for (const href of icons) expect(href, 'an icon linked by the page').toMatch(/\.png$/);
});
