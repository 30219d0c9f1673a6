import { appOffersOf } from '@/lib/content';
import type { AppFamily } from '@/lib/content/app-families';
import { OfferCardList } from './OfferCardList';

/** The offers of one family of fintechs, from the content index: <AppOfferList family="neobanque" /> */
export function AppOfferList({ family }: { family: AppFamily }) {
  return <OfferCardList offers={appOffersOf(family)} grid />;
}
