import { portals } from '@/lib/content';
import { OfferCardList } from './OfferCardList';

/** The cashback portals presented on the site, from the content index. */
export function PortalList() {
  return <OfferCardList offers={portals()} grid />;
}
