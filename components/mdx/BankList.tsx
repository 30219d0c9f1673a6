import { banks, cardsOf } from '@/lib/content';
import { OfferCardList } from './OfferCardList';

/** The banks presented on the site, from the content index, with how many cards each page presents. */
export function BankList() {
  return <OfferCardList offers={banks()} extra={(bank) => `${cardsOf(bank.bank).length} cartes présentées`} />;
}
