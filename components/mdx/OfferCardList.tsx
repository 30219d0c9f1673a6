import type { ReactNode } from 'react';
import { NBSP } from '@/lib/french';
import { offerConditionOf, offerRecordOf } from '@/lib/offers';
import { sideFactsOf } from '@/lib/offers/resolved-offer';
import type { Provider } from '@/lib/primes/providers';
import { SideAmount } from '@/components/primes/LiveSide';
import { SiteLink } from '@/components/SiteLink';

type OfferCard = { readonly url: string; readonly name: string; readonly description: string; readonly provider: Provider };

/**
 * Offer pages as cards: name, summary, the referee bonus and, beside it, the provider's
 * main condition (so « 150 € » never reads without « carte Gold, 2 200 € de revenus »).
 * Shared by the bank, portal and fintech lists. Each card presents a page, so it links to
 * that page (Fortuneo's card to the bank's page), not to `offerPageOf`, the offer's box.
 */
export function OfferCardList<T extends OfferCard>({
  offers,
  grid = false,
  extra,
}: {
  offers: readonly T[];
  grid?: boolean;
  extra?: (offer: T) => ReactNode;
}) {
  return (
    <ul className={grid ? 'card-list card-list--grid' : 'card-list'}>
      {offers.map((offer) => {
        const condition = offerConditionOf(offer.provider);
        return (
          <li key={offer.url} className="card-list__item">
            <h3 className="card-list__title">
              <SiteLink href={offer.url}>{offer.name}</SiteLink>
            </h3>
            <p>{offer.description}</p>
            <p className="meta">
              Prime du filleul{NBSP}: <SideAmount facts={sideFactsOf(offer.provider, offerRecordOf(offer.provider), 'referee')} />
              {condition ? ` · ${condition}` : null}
              {extra ? <> · {extra(offer)}</> : null}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
