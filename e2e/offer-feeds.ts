import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { offerFeedPath } from '../lib/seo/offer-feed-path';
import type { Provider } from '../lib/primes/providers';

/** Every offer's feed address, one per record with a page (content/offres/), read as the records are. */
const OFFERS_DIR = join(import.meta.dirname, '..', 'content', 'offres');
export const OFFER_FEED_PAGES: ReadonlyMap<string, string> = new Map(
  readdirSync(OFFERS_DIR)
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => parse(readFileSync(join(OFFERS_DIR, file), 'utf8')) as { provider: Provider; page?: string })
    .flatMap((record) => (record.page ? [[record.page, offerFeedPath(record.provider)] as const] : [])),
);
export const OFFER_FEEDS: readonly string[] = [...new Set(OFFER_FEED_PAGES.values())];
