import { appOffersOf } from '@/lib/content';
import type { AppFamily } from '@/lib/content/app-families';
import type { SummaryContext } from '@/lib/offers/summary';
import { OfferCardList } from './OfferCardList';

/** The offers of one family of fintechs, from the content index: <AppOfferList family="neobanque" /> */
export function AppOfferList({ family, context }: { family: AppFamily; context?: SummaryContext }) {
  return <OfferCardList offers={appOffersOf(family)} grid context={context} />;
}
