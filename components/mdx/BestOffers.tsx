'use client';

import type { OfferSummaries, OfferSummary } from '@/lib/offers/summary';
import { NBSP } from '@/lib/french';
import { rankProviders } from '@/lib/offers/comparison-order';
import { PROVIDER_LABELS, type Provider } from '@/lib/primes/providers';
import type { GlobalValues } from '@/lib/primes/types';
import { useGlobalValues } from '@/lib/primes/use-global-values';
import { ConditionIcon } from '@/components/offers/ConditionIcon';
import { ProviderMonogram } from '@/components/offers/ProviderMonogram';
import { UnregulatedMark } from '@/components/offers/UnregulatedMark';
import { OriginNote, SideAmountOf } from '@/components/primes/LiveSide';
import { SiteLink } from '@/components/SiteLink';

/** Offers that have a page, ranked by what the referee receives as the cards say it; the sponsor's boosted bonus is only a badge. */
function rankOffers(providers: readonly Provider[], values: GlobalValues, offers: OfferSummaries = {}): Provider[] {
  return rankProviders(providers, values, 'total', offers);
}

/**
 * The card's check line, by the rule of the offer pages' own (CheckedLine): « vérifiées » only
 * with the official source read that day, named; a third party read that day is a page
 * consulted, said with its site and for what it is.
 */
function CheckedOn({ checked }: { checked: OfferSummary['checked'] }) {
  if (!checked) return null;
  return (
    <p className="offer-card__checked" data-checked={checked.kind}>
      {checked.lead} <time dateTime={checked.day}>{checked.said}</time> sur{' '}
      <a href={checked.url} rel="noopener noreferrer">
        {checked.site}
      </a>
      {checked.tail}
    </p>
  );
}

/** Cards on the home page; every other offer with a page is still linked below them. */
const SHOWN = 6;

/** The best current offers, ranked by what the referee receives (home page). */
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
              {offer?.unregulated ? (
                <p className="offer-card__risk">
                  <UnregulatedMark />
                </p>
              ) : null}
              <p className="offer-card__gain">
                <span className="offer-card__label">Pour vous, filleul</span>{' '}
                <strong className="offer-card__amount">
                  {offer ? <SideAmountOf facts={offer.sides.referee} values={values} /> : null}
                </strong>
              </p>
              <p className="offer-card__sponsor">
                Pour votre parrain{NBSP}: {offer ? <SideAmountOf facts={offer.sides.sponsor} values={values} badge /> : null}
              </p>
              {offer?.origin ? (
                <p className="offer-card__origin">
                  <OriginNote origin={offer.origin} className="origin-note" />
                </p>
              ) : null}
              {offer?.condition ? (
                <p className="offer-card__condition">
                  {offer.conditionKind ? <ConditionIcon kind={offer.conditionKind} /> : null}
                  <span>
                    Condition{NBSP}: {offer.condition}
                  </span>
                </p>
              ) : null}
              <CheckedOn checked={offer?.checked} />
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
