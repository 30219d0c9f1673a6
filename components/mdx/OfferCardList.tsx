import type { ReactNode } from 'react';
import { NBSP } from '@/lib/french';
import { offerConditionOf, offerRecordOf } from '@/lib/offers';
import { resolveOffer, sideFactsOf } from '@/lib/offers/resolved-offer';
import { unregulatedOf } from '@/lib/offers/regulation';
import type { Provider } from '@/lib/primes/providers';
import { netValueWords } from '@/lib/offers/net-value';
import { summaryOriginOf, type SummaryContext } from '@/lib/offers/summary';
import { SideAmount } from '@/components/primes/LiveSide';
import { UnregulatedMark } from '@/components/offers/UnregulatedMark';
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
  context,
}: {
  offers: readonly T[];
  grid?: boolean;
  extra?: (offer: T) => ReactNode;
  /** The page's amounts and the watch: with them, each card says where its figure comes from. */
  context?: SummaryContext;
}) {
  return (
    <ul className={grid ? 'card-list card-list--grid' : 'card-list'}>
      {offers.map((offer) => {
        const condition = offerConditionOf(offer.provider);
        const record = offerRecordOf(offer.provider);
        // Resolved once with the page's amounts: where its figures come from, and the net value in the words of every
        // surface (nothing where the referee's bonus has no figure).
        const resolved = context ? resolveOffer(offer.provider, record, context.values, { watch: context.watch }) : undefined;
        const origin = resolved && summaryOriginOf(resolved);
        const net = resolved?.netValue;
        return (
          <li key={offer.url} className="card-list__item">
            <h3 className="card-list__title">
              <SiteLink href={offer.url}>{offer.name}</SiteLink>
            </h3>
            <p>{offer.description}</p>
            {unregulatedOf(offerRecordOf(offer.provider)) ? (
              <p className="card-list__risk">
                <UnregulatedMark />
              </p>
            ) : null}
            <p className="meta">
              Prime du filleul{NBSP}: <SideAmount facts={sideFactsOf(offer.provider, record, 'referee')} />
              {condition ? ` · ${condition}` : null}
              {extra ? <> · {extra(offer)}</> : null}
            </p>
            {net && net.kind !== 'none' ? (
              <p className="card-list__net">
                Valeur nette{NBSP}: <span data-net-value>{netValueWords(net)}</span>
              </p>
            ) : null}
            {origin ? (
              <p
                className={`card-list__origin${origin.kind === 'different' ? ' card-list__origin--warning' : ''}`}
                data-origin={origin.kind}
              >
                {origin.text}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
