import { allSiteCodes, type SiteCode } from 'contentlayer/generated';
import type { Provider } from '../primes/providers';

export type { SiteCode };

/** content/codes.yaml, when the content folder has it (validated by the content build). */
const CODES: readonly SiteCode[] = allSiteCodes[0]?.codes ?? [];

/** The owner's code and/or link for a provider, if the site has one. */
export function siteCodeFor(provider: Provider): SiteCode | undefined {
  return CODES.find((entry) => entry.provider === provider);
}

/** Providers the site holds a code or a referral link for, in file order. */
export function providersWithCode(): Provider[] {
  return CODES.map((entry) => entry.provider);
}
