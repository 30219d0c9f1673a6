'use client';

import type { OfferSummaries, RewardShape } from '@/lib/content/offer-summary';
import { NBSP } from '@/lib/french';
import { formatPrime, formatVariablePrime } from '@/lib/primes/format';
import { PROVIDER_LABELS, bonusKey, type Provider } from '@/lib/primes/providers';
import type { GlobalValues } from '@/lib/primes/types';
import { useGlobalValues } from '@/lib/primes/use-global-values';
import { ConditionIcon } from '@/components/offers/ConditionIcon';
import { ProviderMonogram } from '@/components/offers/ProviderMonogram';
import { formatDateFr } from '@/lib/format-date';
import { Boosted } from './Boosted';
import { SiteLink } from '@/components/SiteLink';

/**
 * What a referee actually receives: the provider's referee bonus, plus the share bonus
 * only where the site has its own code (otherwise nobody pays it).
 */
export function refereeGain(provider: Provider, values: GlobalValues, offers: OfferSummaries): number | undefined {
  const bonus = values[bonusKey('filleul', provider)];
  if (bonus === undefined) return undefined;
  return bonus + (offers[provider]?.siteCode ? (values[bonusKey('partage', provider)] ?? 0) : 0);
}

/** Offers that have a page, ranked by what the referee receives; the sponsor's boosted bonus is only a badge. */
export function rankOffers(providers: readonly Provider[], values: GlobalValues, offers: OfferSummaries = {}): Provider[] {
  const gain = (provider: Provider) => refereeGain(provider, values, offers) ?? -1;
  return [...providers].sort((a, b) => gain(b) - gain(a) || PROVIDER_LABELS[a].localeCompare(PROVIDER_LABELS[b], 'fr'));
}

/** One side's amount as its record allows it to be said: « aucune prime », a ceiling, or the amount. */
function sideAmount(amount: number | undefined, shape: RewardShape | undefined): string {
  if (shape === 'none') return 'aucune prime';
  return shape === 'varies' ? formatVariablePrime(amount) : formatPrime(amount);
}

/** Cards on the home page; every other offer with a page is still linked below them. */
const SHOWN = 6;

export function BestOffers({ offers }: { offers: OfferSummaries }) {
  const values = useGlobalValues();
  const withPage = (Object.keys(offers) as Provider[]).filter((provider) => offers[provider]?.href);
  const ranked = rankOffers(withPage, values, offers);
  const rest = ranked.slice(SHOWN);
  return (
    <>
      <ul className="offer-grid">
        {ranked.slice(0, SHOWN).map((provider) => {
          const offer = offers[provider];
          return (
            <li key={provider} className="offer-card" data-provider={provider}>
              <div className="offer-card__head">
                <ProviderMonogram provider={provider} />
                <p className="offer-card__name">{PROVIDER_LABELS[provider]}</p>
              </div>
              <p className="offer-card__gain">
                <span className="offer-card__label">Pour vous, filleul</span>{' '}
                <strong
                  className={
                    values[bonusKey('filleul', provider)] === undefined
                      ? 'offer-card__amount offer-card__amount--missing'
                      : 'offer-card__amount'
                  }
                >
                  {sideAmount(values[bonusKey('filleul', provider)], offer?.rewards?.referee)}
                </strong>
              </p>
              <p className="offer-card__sponsor">
                Pour votre parrain{NBSP}: {sideAmount(values[bonusKey('parrain', provider)], offer?.rewards?.sponsor)}{' '}
                <Boosted provider={provider} />
              </p>
              {offer?.condition ? (
                <p className="offer-card__condition">
                  {offer.conditionKind ? <ConditionIcon kind={offer.conditionKind} /> : null}
                  <span>
                    Condition{NBSP}: {offer.condition}
                  </span>
                </p>
              ) : null}
              <p className="offer-card__checked">
                {offer?.checked ? (
                  <>
                    Conditions vérifiées le <time dateTime={offer.checked}>{formatDateFr(offer.checked)}</time>
                  </>
                ) : (
                  'Date de vérification des conditions non communiquée'
                )}
              </p>
              <SiteLink href={offer?.href ?? '/'} className="offer-card__link">
                Voir l’offre {PROVIDER_LABELS[provider]}
              </SiteLink>
            </li>
          );
        })}
      </ul>
      {rest.length > 0 ? (
        <p className="offer-more">
          Les autres offres présentées{NBSP}:{' '}
          {rest.map((provider, index) => (
            <span key={provider}>
              {index > 0 ? ', ' : ''}
              <SiteLink href={offers[provider]?.href ?? '/'}>{PROVIDER_LABELS[provider]}</SiteLink>
            </span>
          ))}
          .
        </p>
      ) : null}
    </>
  );
}
