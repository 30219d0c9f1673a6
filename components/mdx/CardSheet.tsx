import type { Card } from 'contentlayer/generated';
import { CheckedLine } from '../offers/CheckedLine';
import { banks } from '@/lib/content';
import { CARD_FIELDS, cardField } from './card-fields';

const bankName = (card: Card) => banks().find((bank) => bank.bank === card.bank)?.name ?? card.bank;

/** The data sheet of the card page it stands on (bound to the page's document). */
export function CardSheet({ card }: { card: Card }) {
  return (
    <section className="card-sheet" aria-label={`Fiche de la carte ${card.name}`}>
      <dl>
        {CARD_FIELDS.map((field) => (
          <div key={field.key} className="card-sheet__row">
            <dt>{field.label}</dt>
            <dd>{cardField(card, field.key)}</dd>
          </div>
        ))}
      </dl>
      <CheckedLine facts={card} providerName={bankName(card)} what="Fiche vérifiée" />
    </section>
  );
}
