import { SiteLink } from '@/components/SiteLink';
import { appOffersOf, offerConditionOf } from '@/lib/content';
import { NBSP } from '@/lib/french';
import { Prime } from './Prime';

/** The offers of one family (néobanques, investissement), from the content index. */
export function AppOfferList({ family }: { family: string }) {
  return (
    <ul className="card-list card-list--grid">
      {appOffersOf(family).map((offer) => {
        const condition = offerConditionOf(offer.provider);
        return (
          <li key={offer.url} className="card-list__item">
            <h3 className="card-list__title">
              <SiteLink href={offer.url}>{offer.name}</SiteLink>
            </h3>
            <p>{offer.description}</p>
            <p className="meta">
              Prime du filleul{NBSP}: <Prime provider={offer.provider} kind="filleul" />
              {condition ? ` · ${condition}` : null}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
