import { appOffersOf } from '@/lib/content';
import { OfferCardList } from './OfferCardList';

/** The offers of one family (néobanques, investissement), from the content index. */
export function AppOfferList({ family }: { family: string }) {
  return <OfferCardList offers={appOffersOf(family)} grid />;
}
