import { cardsOf } from '@/lib/content';
import { lowerFirst, NBSP } from '@/lib/french';
import type { Bank } from '@/lib/mdx/card-banks';
import { SiteLink } from '@/components/SiteLink';

/** Links to one bank's cards with their fee. */
export function CardList({ bank }: { bank: Bank }) {
  return (
    <ul className="card-list">
      {cardsOf(bank).map((card) => (
        <li key={card.url} className="card-list__item">
          <h3 className="card-list__title">
            <SiteLink href={card.url}>{card.name}</SiteLink>
          </h3>
          <p className="meta">
            {card.network} · Cotisation{NBSP}: {lowerFirst(card.fee)} · Condition de revenus{NBSP}: {lowerFirst(card.incomeCondition)}
          </p>
        </li>
      ))}
    </ul>
  );
}
