'use client';

import { SiteLink } from '@/components/SiteLink';
import { formatPrime } from '@/lib/primes/format';
import { PROVIDER_LABELS, bonusKey, type Provider } from '@/lib/primes/providers';
import { boostedOfferOf } from '@/lib/primes/thresholds';
import type { GlobalValues } from '@/lib/primes/types';
import { useGlobalValues } from '@/lib/primes/use-global-values';
import { Boosted } from './Boosted';

const isBoosted = (provider: Provider, values: GlobalValues) => {
  const offer = boostedOfferOf(provider);
  return offer !== undefined && values[`OFFRE_BOOSTED_${offer}`] === true;
};

/** Offers that have a page, boosted first, then by what the referee receives. */
export function rankOffers(providers: readonly Provider[], values: GlobalValues): Provider[] {
  const gain = (p: Provider) => values[bonusKey('partage_et_filleul', p)] ?? values[bonusKey('filleul', p)] ?? -1;
  return [...providers].sort(
    (a, b) => Number(isBoosted(b, values)) - Number(isBoosted(a, values)) || gain(b) - gain(a) || PROVIDER_LABELS[a].localeCompare(PROVIDER_LABELS[b], 'fr'),
  );
}


export function BestOffers({ links }: { links: Partial<Record<Provider, string>> }) {
  const values = useGlobalValues();
  const ranked = rankOffers(Object.keys(links) as Provider[], values).slice(0, 6);
  return (
    <ul className="offer-grid">
      {ranked.map((provider) => (
        <li key={provider} className="offer-card">
          <p className="offer-card__name">
            {PROVIDER_LABELS[provider]} <Boosted provider={provider} />
          </p>
          <p>
            Pour vous, filleul : <strong>{formatPrime(values[bonusKey('filleul', provider)])}</strong>
            <br />
            Pour votre parrain : {formatPrime(values[bonusKey('parrain', provider)])}
          </p>
          <SiteLink href={links[provider] ?? '/'} className="offer-card__link">
            Voir l’offre {PROVIDER_LABELS[provider]}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
