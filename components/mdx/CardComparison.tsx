import { TableScroll } from '@/components/TableScroll';
import { cardsOf } from '@/lib/content';
import type { Bank } from '@/lib/mdx/card-banks';
import { CARD_FIELDS, cardField } from './card-fields';
import { SiteLink } from '@/components/SiteLink';

/** One bank's cards side by side. */
export function CardComparison({ bank }: { bank: Bank }) {
  const cards = cardsOf(bank);
  return (
    <TableScroll label="Comparatif des cartes">
      <table className="comparison comparison--cards">
        <caption>Les cartes comparées point par point</caption>
        <thead>
          <tr>
            <td />
            {cards.map((card) => (
              <th key={card.url} scope="col">
                <SiteLink href={card.url}>{card.name}</SiteLink>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {CARD_FIELDS.map((field) => (
            <tr key={field.key}>
              <th scope="row">{field.label}</th>
              {cards.map((card) => (
                <td key={card.url}>{cardField(card, field.key)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
