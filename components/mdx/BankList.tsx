import { banks, cardsOf } from '@/lib/content';
import type { SummaryContext } from '@/lib/offers/summary';
import { OfferCardList } from './OfferCardList';

/** The banks presented on the site, from the content index, with how many cards each page presents. */
export function BankList({ context }: { context?: SummaryContext }) {
  return <OfferCardList offers={banks()} extra={(bank) => `${cardsOf(bank.bank).length} cartes présentées`} context={context} />;
}
