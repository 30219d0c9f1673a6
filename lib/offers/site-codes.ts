import type { Provider } from '../primes/providers';
import { SITE_CODES } from './content.generated';
import type { SiteCode } from './site-codes-schema';

export type { SiteCode };

/**
 * The site's own referral codes (content/codes.yaml): the owner's code and/or link per provider
 * and the day the owner confirmed it. Every offer box, table and disclosure
 * reads them, as the content build wrote them into content.generated.ts after checking the file
 * against its schema (site-codes-schema.ts).
 */

/** The owner's code and/or link for a provider, if the site has one. */
export function siteCodeFor(provider: Provider): SiteCode | undefined {
  return SITE_CODES.find((entry) => entry.provider === provider);
}

/** Providers the site holds a code or a referral link for, in file order. */
export function providersWithCode(): Provider[] {
  return SITE_CODES.map((entry) => entry.provider);
}
