import {
  allArticles,
  allBanks,
  allCards,
  allAppOffers,
  allCashbackPortals,
  allDocuments,
  type Article,
  type DocumentTypes,
} from 'contentlayer/generated';
import { offerPageOf } from '../offers';
import type { Provider } from '../primes/providers';

/** Every contentlayer document is a page: the data files are read against their schemas, not by contentlayer. */
export type ContentDoc = DocumentTypes;

const PAGES: readonly ContentDoc[] = allDocuments;
const byUrl = new Map<string, ContentDoc>(PAGES.map((doc) => [doc.url, doc]));

/** Every content page, in URL order (sitemap, share images, llms.txt). */
export function allContent(): ContentDoc[] {
  return [...PAGES].sort((a, b) => a.url.localeCompare(b.url));
}

export function findByUrl(url: string): ContentDoc | undefined {
  return byUrl.get(url);
}

/** `generateStaticParams` of the optional catch-all: "/" is `slug: []`. */
export function staticParams(): { slug: string[] }[] {
  return PAGES.map((doc) => ({ slug: doc.url === '/' ? [] : doc.url.slice(1).split('/') }));
}

export function urlFromSlug(slug: readonly string[] | undefined): string {
  return `/${(slug ?? []).join('/')}`;
}

const byTitle = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'fr');

export const banks = () => [...allBanks].sort(byTitle);
export const portals = () => [...allCashbackPortals].sort(byTitle);
/** The offers of one family of fintechs (content/<famille>/*.mdx). */
export const appOffersOf = (family: string) => allAppOffers.filter((doc) => doc.family === family).sort(byTitle);
export const cardsOf = (bank: string) => allCards.filter((card) => card.bank === bank).sort(byTitle);

/** Newest first; ties broken by title so the order is stable. */
export function articlesNewestFirst(): Article[] {
  return [...allArticles].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title, 'fr'));
}

/** The page of `offerPageOf`, for what its frontmatter says about the offer (check date, sources). */
export function offerDocOf(provider: Provider): ContentDoc | undefined {
  const page = offerPageOf(provider);
  return page === undefined ? undefined : findByUrl(page);
}

const READING_WORDS_PER_MINUTE = 220;
export const readingMinutes = (wordCount: number) => Math.max(1, Math.round(wordCount / READING_WORDS_PER_MINUTE));
