import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { parse } from 'yaml';
import { ROUTES } from '../../lib/content/routes.generated';
import { pageHeadings } from '../../lib/content/headings';
import { FAQ_HEADING, articleOfferHeading } from '../../lib/content/section-headings';
import { urlFromSourcePath } from '../../lib/content/url';
import { PROVIDER_FAMILY, isProvider, type Provider } from '../../lib/primes/providers';
import type { Family } from '../../lib/primes/families';
import { MAX_BOX_TOP, OFFER_PAGES } from './offer-box';
import type { Visit } from './visit';

/*
 * The answer first, on a phone (docs/behaviours.md#réponse-en-premier). A page about an offer (one that shows its box,
 * <ReferralBlock provider="…">, or a guide about one provider) reaches that offer within the
 * first two screens: its box itself, or a link to it (the guide's own box at its end, the
 * offer's page, a comparison that lists it, the site's referral link). A page with a
 * comparison of offers (<ComparisonTable />) links to it from the first screen, or starts
 * with it. Both lists are read from content/, as the build reads it, so a new page is covered.
 */
const CONTENT_DIR = join(import.meta.dirname, '..', '..', 'content');
const ROUTE_SET = new Set<string>(ROUTES);

type ContentPage = { readonly url: string; readonly file: string; readonly body: string; readonly frontmatter: Record<string, unknown> };

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/;
const PAGES: readonly ContentPage[] = (readdirSync(CONTENT_DIR, { recursive: true, encoding: 'utf8' }) as string[])
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => {
    const source = readFileSync(join(CONTENT_DIR, file), 'utf8');
    const head = FRONTMATTER.exec(source);
    const frontmatter = (head ? parse(head[1] ?? '') : {}) as Record<string, unknown>;
    return {
      url: urlFromSourcePath(file),
      file: file.replace(/\\/g, '/'),
      body: head ? source.slice(head[0].length) : source,
      frontmatter,
    };
  })
  .filter((page) => ROUTE_SET.has(page.url));

const BOX = /<ReferralBlock\s+provider="([A-Z0-9_]+)"/g;
const COMPARISON = /<ComparisonTable(?:\s+group="([a-z]+)")?\s*\/>/g;

/** A guide about one provider: an article of the blog (content/blog/<article>.mdx) naming it. */
const guideProvider = (page: ContentPage): Provider | undefined =>
  /^blog\/[^/]+\.mdx$/.test(page.file) && page.file !== 'blog/index.mdx' && isProvider(page.frontmatter.provider)
    ? page.frontmatter.provider
    : undefined;

const GUIDES: ReadonlyMap<string, Provider> = new Map(
  PAGES.flatMap((page) => {
    const provider = guideProvider(page);
    return provider ? [[page.url, provider] as const] : [];
  }),
);

/** A page's comparisons: the anchor of the section each stands in (the last heading before it) and the offers it lists. */
type Comparison = { readonly url: string; readonly id: string; readonly group: Family | undefined };
const comparisonsOf = (page: ContentPage): Comparison[] =>
  [...page.body.matchAll(COMPARISON)].flatMap((match) => {
    const heading = pageHeadings(page.body.slice(0, match.index))
      .filter((section) => section !== FAQ_HEADING)
      .at(-1);
    return heading ? [{ url: page.url, id: heading.id, group: match[1] as Family | undefined }] : [];
  });
const COMPARISONS: readonly Comparison[] = PAGES.flatMap(comparisonsOf);

/** The routes about one or more offers, with those offers: their boxes, or the guide's provider. */
export const OFFER_ROUTES: ReadonlyMap<string, readonly Provider[]> = new Map(
  PAGES.flatMap((page) => {
    const providers = new Set<Provider>([...page.body.matchAll(BOX)].map((match) => match[1]).filter(isProvider));
    const guide = GUIDES.get(page.url);
    if (guide) providers.add(guide);
    return providers.size > 0 ? [[page.url, [...providers]] as const] : [];
  }),
);

/** The other pages with a comparison of offers, with its anchor. */
export const COMPARISON_ROUTES: ReadonlyMap<string, string> = new Map(
  PAGES.filter((page) => !OFFER_ROUTES.has(page.url)).flatMap((page) => {
    const first = comparisonsOf(page)[0];
    return first ? [[page.url, first.id] as const] : [];
  }),
);

/** The site's own referral links (content/codes.yaml), the one link that signs up with a code. */
const REFERRAL_URLS: ReadonlyMap<string, string> = new Map(
  ((parse(readFileSync(join(CONTENT_DIR, 'codes.yaml'), 'utf8')) as { codes?: { provider: string; url?: string }[] } | null)?.codes ?? [])
    .filter((code) => typeof code.url === 'string')
    .map((code) => [code.provider, code.url ?? '']),
);

/**
 * Where a link reaches the route's offers. `path` alone: any anchor of that page; `path#id`:
 * that section; an absolute address: that very link. The route itself is no target: a link to
 * the page one is on goes nowhere.
 */
function offerTargets(route: string, providers: readonly Provider[]): string[] {
  const targets = new Set<string>();
  for (const provider of providers) {
    const page = OFFER_PAGES.get(provider);
    if (page !== undefined && page !== route) targets.add(page);
    const referral = REFERRAL_URLS.get(provider);
    if (referral !== undefined) targets.add(referral);
    for (const comparison of COMPARISONS) {
      if (comparison.group === undefined || comparison.group === PROVIDER_FAMILY[provider])
        targets.add(`${comparison.url}#${comparison.id}`);
    }
  }
  // A guide's own box, at its end (components/offers/ArticleOffer.tsx).
  if (GUIDES.has(route)) targets.add(`${route}#${articleOfferHeading('').id}`);
  return [...targets];
}

type Reached = { readonly what: string; readonly top: number; readonly bottom: number; readonly missing?: string };

/**
 * The first element of the article, in reading order, that is one of `boxes` or a link to one
 * of `targets`, rendered (a hidden copy does not count), with its place in the document; and,
 * for a link to a section of this page, whether that section exists.
 */
async function firstReached({ page }: Visit, targets: readonly string[], boxes: readonly string[]): Promise<Reached | null> {
  return page.evaluate(
    ({ targets, boxes }) => {
      const here = new URL(window.location.href);
      const decode = (hash: string) => decodeURIComponent(hash.replace(/^#/, ''));
      const reaches = (link: HTMLAnchorElement) => {
        const url = new URL(link.getAttribute('href') ?? '', here);
        return targets.some((target) => {
          if (/^https?:\/\//.test(target)) return url.href === target;
          const [path, id] = target.split('#');
          if (url.origin !== here.origin || url.pathname !== path) return false;
          return id === undefined || decode(url.hash) === id;
        });
      };
      const selector = ['a[href]', ...boxes.map((provider) => `section.referral[data-provider="${provider}"]`)].join(', ');
      for (const element of document.querySelectorAll<HTMLElement>(`article.doc :is(${selector})`)) {
        if (element.getClientRects().length === 0) continue;
        const isLink = element instanceof HTMLAnchorElement;
        if (isLink && !reaches(element)) continue;
        const rect = element.getClientRects()[0] ?? element.getBoundingClientRect();
        const url = isLink ? new URL(element.getAttribute('href') ?? '', here) : undefined;
        const sameSection = url && url.origin === here.origin && url.pathname === here.pathname && url.hash !== '';
        return {
          what: isLink
            ? `link « ${element.textContent?.trim() ?? ''} » to ${element.getAttribute('href') ?? ''}`
            : `box ${element.dataset.provider ?? ''}`,
          top: rect.top + window.scrollY,
          bottom: rect.bottom + window.scrollY,
          ...(sameSection && document.getElementById(decode(url.hash)) === null ? { missing: url.hash } : {}),
        };
      }
      return null;
    },
    { targets, boxes },
  );
}

/**
 * A page about an offer, at 375 px: the first link to the offer (or the offer's box itself,
 * on the page that shows it) starts within the first two screens, as the box does on the
 * offer's own page (offer-box.ts).
 */
export async function expectOfferReachedFirst(visit: Visit, providers: readonly Provider[]): Promise<void> {
  const targets = offerTargets(visit.route, providers);
  const reached = await firstReached(visit, targets, providers);
  expect(reached, `a link to ${providers.join(', ')} (${targets.join(' ')}) or its box`).not.toBeNull();
  expect(reached?.missing, `the section ${reached?.what ?? ''} links to`).toBeUndefined();
  expect(reached?.top, `top of the first ${reached?.what ?? ''} at ${visit.width} px`).toBeLessThanOrEqual(MAX_BOX_TOP);
}

/** The page whose answer is the comparison itself: on a phone its rows come before its explanations. */
export const COMPARISON_FIRST_ROUTE = '/parrainage';

/**
 * A page with a comparison, at 375 px. On /parrainage the section starts on the first screen and
 * the first ranked row within one screen and a half; elsewhere (a family's page, which first
 * presents its family) a visitor reaches the comparison from the first screen, by a link to its
 * section seen whole on that screen, or because the section starts there.
 */
export async function expectComparisonFromFirstScreen(visit: Visit, anchor: string): Promise<void> {
  const placed = await visit.page.evaluate((id) => {
    const heading = document.getElementById(id);
    const row = [...document.querySelectorAll('table.comparison--offers tbody tr')].find((item) => item.getClientRects().length > 0);
    const top = (element: Element | null | undefined) => (element ? element.getBoundingClientRect().top + window.scrollY : null);
    return { screen: window.innerHeight, heading: top(heading), row: top(row) };
  }, anchor);
  expect(placed.heading, `the comparison’s section #${anchor}`).not.toBeNull();
  if (visit.route === COMPARISON_FIRST_ROUTE) {
    expect(placed.heading, `top of #${anchor} at ${visit.width} px`).toBeLessThan(placed.screen);
    expect(placed.row, `top of the first ranked row at ${visit.width} px`).toBeLessThanOrEqual(1.5 * placed.screen);
    return;
  }
  if (placed.heading !== null && placed.heading < placed.screen) return;
  const reached = await firstReached(visit, [`${visit.route}#${anchor}`], []);
  expect(reached, `a link to #${anchor}`).not.toBeNull();
  expect(reached?.bottom, `bottom of the first ${reached?.what ?? ''} at ${visit.width} px`).toBeLessThanOrEqual(placed.screen);
}

/** The home page, at 375 px: an offer card starts on the first screen. */
export async function expectOfferOnFirstScreen({ page, width }: Visit): Promise<void> {
  const placed = await page.evaluate(() => {
    const card = [...document.querySelectorAll('.offer-card')].find((item) => item.getClientRects().length > 0);
    return { screen: window.innerHeight, card: card ? card.getBoundingClientRect().top + window.scrollY : null };
  });
  expect(placed.card, 'an offer card on the home page').not.toBeNull();
  expect(placed.card, `top of the first offer card at ${width} px`).toBeLessThan(placed.screen);
}
