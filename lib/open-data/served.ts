import { absoluteUrl } from '../deployment.mjs';
import { allOfferRecords } from '../offers';
import { getServerSettings } from '../primes/server';
import { SITE } from '../site';
import { sourcesWatch } from '../sources-watch';
import { offersDataset, type OffersDataset } from './offers-dataset';

/**
 * The dataset as the routes serve it: the records of content/offres/ and the amounts the
 * pages render at this regeneration (getServerSettings, with its floor when Firestore is
 * unreadable), so the files and the pages regenerated in the same interval agree.
 */
export async function servedOffersDataset(): Promise<OffersDataset> {
  const { values, updatedAt } = await getServerSettings();
  return offersDataset({
    records: allOfferRecords(),
    values,
    ...(updatedAt === undefined ? {} : { amountsUpdatedAt: updatedAt }),
    generatedAt: new Date().toISOString(),
    absoluteUrl,
    siteName: SITE.name,
    watch: sourcesWatch(),
  });
}
