import { portals } from '@/lib/content';
import type { SummaryContext } from '@/lib/offers/summary';
import { OfferCardList } from './OfferCardList';

/** The cashback portals presented on the site, from the content index. */
export function PortalList({ context }: { context?: SummaryContext }) {
  return <OfferCardList offers={portals()} grid context={context} />;
}
