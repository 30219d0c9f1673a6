import type { YamlField } from './frontmatter';
import { isHttpsUrl } from '../../yaml-schema/url-rule';

/** A declared /go/… redirect, as the offer-link rule needs it. */
export type OutboundLink = { readonly source: string; readonly destination: string; readonly providers: readonly string[] };

/** Offer pages whose sign-up button leaves through the provider's /go/… redirect (components/offers/ReferralBlock.tsx). */
const OFFER_TYPES = new Set(['Bank', 'CashbackPortal', 'AppOffer']);

const text = (field: YamlField | undefined) => (field?.value?.kind === 'scalar' && typeof field.value.value === 'string' ? field.value.value : undefined);

/**
 * The rule lib/redirects/redirects.test.ts enforces, said to the writer: a bank or
 * portal page with an official address has a /go/… redirect for its provider that
 * leads there, and a page without one has none.
 */
export function checkOfferLinks(
  type: string,
  fields: ReadonlyMap<string, YamlField>,
  outbound: readonly OutboundLink[],
  report: (offset: number, message: string) => void,
): void {
  if (!OFFER_TYPES.has(type)) return;
  const provider = text(fields.get('provider'));
  if (provider === undefined) return;
  const key = 'officialUrl';
  const address = text(fields.get(key));
  const rule = outbound.find((link) => link.providers.includes(provider));
  const at = fields.get(key)?.keyStart ?? fields.get('provider')?.keyStart ?? 0;
  if (address !== undefined && rule === undefined) {
    report(at, `aucun lien sortant /go/… pour ${provider}\u00a0: il faut une règle dans lib/redirects/redirects.json (demandez à l’équipe technique)`);
  } else if (address === undefined && rule !== undefined) {
    report(at, `${rule.source} existe, mais la page ne donne pas d’«\u00a0officialUrl\u00a0»`);
  } else if (address !== undefined && rule !== undefined && isHttpsUrl(address) && rule.destination !== address) {
    // A malformed address is already reported by the schema rules.
    report(at, `«\u00a0${key}\u00a0» (${address}) et la destination de ${rule.source} (${rule.destination}) doivent être la même adresse`);
  }
}
