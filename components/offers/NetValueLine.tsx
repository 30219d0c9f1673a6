import { SiteLink } from '@/components/SiteLink';
import { NBSP } from '@/lib/french';
import { NET_VALUE_METHOD_HREF, netValueBreakdown, netValueWords } from '@/lib/offers/net-value';
import type { ResolvedOffer } from '@/lib/offers/resolved-offer';
import { PLAN_PATH } from '@/lib/plan-paths.mjs';

/**
 * Under an offer's amounts: what the referee's bonus is worth once what the offer imposes is
 * counted and how it is computed (where the box shows a figure for the referee), and where to
 * see whether the visitor can still get it.
 */
export function NetValueLine({ resolved }: { resolved: ResolvedOffer }) {
  const value = resolved.netValue;
  return (
    <p className="referral__net">
      {value.kind === 'none' ? null : (
        <>
          Valeur nette pour vous{NBSP}: <strong data-net-value>{netValueWords(value)}</strong>
          {value.capitalAtRisk ? ', capital à risque' : ''} ({netValueBreakdown(value)}
          {NBSP}; <SiteLink href={NET_VALUE_METHOD_HREF}>calcul</SiteLink>).{' '}
        </>
      )}
      <SiteLink href={PLAN_PATH}>Pouvez-vous encore en profiter{NBSP}? Votre plan de primes</SiteLink>
    </p>
  );
}
