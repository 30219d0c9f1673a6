import type { Provider } from '../primes/providers';
import { OUTBOUND_PREFIX, checkRedirects, type CheckedRule, type RedirectStatus } from './check.mjs';
import rules from './redirects.json';

/**
 * The site's redirects, declared once in lib/redirects/redirects.json (reviewed like
 * code: every rule says why it exists), checked by lib/redirects/check.mjs, applied by
 * Next.js in proxy.ts (there rather than in next.config.mjs `redirects()`, whose
 * answers carry none of the security headers). /go/… rules are the outbound links to
 * banks and portals: the site's pages link to /go/boursobank, never to the partner's
 * address, so a referral link changes in one place.
 */
export type GoPath = `/go/${string}`;

export type RedirectRule = {
  readonly source: string;
  readonly destination: string;
  readonly status: RedirectStatus;
  readonly why: string;
};

export type OutboundRule = RedirectRule & {
  readonly source: GoPath;
  readonly label: string;
  readonly providers: readonly Provider[];
};

export const isGoPath = (href: string): href is GoPath => href.startsWith(OUTBOUND_PREFIX);

const isOutbound = (rule: CheckedRule): rule is CheckedRule & OutboundRule => isGoPath(rule.source);

export const REDIRECTS: readonly RedirectRule[] = checkRedirects(rules);
const BY_SOURCE = new Map(REDIRECTS.map((rule) => [rule.source, rule]));

/** The rule declared for exactly this path, if any (sources are plain paths, no patterns). */
export function redirectFor(pathname: string): RedirectRule | undefined {
  return BY_SOURCE.get(pathname);
}
export const OUTBOUND_RULES: readonly OutboundRule[] = checkRedirects(rules).filter(isOutbound);

/** The outbound link to a provider's bank or portal, if the site has one. */
export function outboundFor(provider: Provider): OutboundRule | undefined {
  return OUTBOUND_RULES.find((rule) => rule.providers.includes(provider));
}

/** The site's own referral links (content/codes.yaml): they pay the site, so search engines are told. */
export const SPONSORED_REL = 'sponsored noopener noreferrer';
/** Links to a provider's official site: nothing paid, so not sponsored. */
export const OUTBOUND_REL = 'noopener noreferrer';
