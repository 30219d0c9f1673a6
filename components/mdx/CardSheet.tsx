import type { Card } from 'contentlayer/generated';
import { formatDateFr } from '@/lib/format-date';
import { CARD_FIELDS, cardField } from './card-fields';

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
      <p className="meta">
        Vérifié le <time dateTime={card.lastChecked.slice(0, 10)}>{formatDateFr(card.lastChecked)}</time> ·{' '}
        <a href={card.officialUrl} rel="noopener noreferrer">
          conditions officielles
        </a>
      </p>
    </section>
  );
}
