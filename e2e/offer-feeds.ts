import { offerRecordFiles } from './offer-record-files';
import { offerFeedPath } from '../lib/seo/offer-feed-path';
import type { Provider } from '../lib/primes/providers';

/** Every offer's feed address, one per record with a page (content/offres/), read as the records are. */
export const OFFER_FEED_PAGES: ReadonlyMap<string, string> = new Map(
  offerRecordFiles<{ provider: Provider; page?: string }>().flatMap((record) =>
    record.page ? [[record.page, offerFeedPath(record.provider)] as const] : [],
  ),
);
export const OFFER_FEEDS: readonly string[] = [...new Set(OFFER_FEED_PAGES.values())];
