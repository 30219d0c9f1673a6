import { formatDateFr } from '@/lib/format-date';
import { LIVRET_A } from '@/lib/offers/livret-a';
import { NET_VALUE_FORMULA, NET_VALUE_TAX_NOTE } from '@/lib/offers/net-value';

/**
 * How the net value of an offer is computed, in the words every surface's figure follows
 * (lib/offers/net-value.ts), with the Livret A rate's source: for the method page and « Mon plan ».
 */
export function NetValueMethod() {
  return (
    <div className="net-value-method">
      <p>{NET_VALUE_FORMULA}</p>
      <p>{NET_VALUE_TAX_NOTE}</p>
      <p>
        Source du taux du Livret A{'\u00a0'}:{' '}
        <a href={LIVRET_A.source.url} rel="noopener noreferrer">
          article de {LIVRET_A.source.publisher} du {formatDateFr(LIVRET_A.source.published)}
        </a>{' '}
        (consulté le {formatDateFr(LIVRET_A.source.consulted)}).
      </p>
    </div>
  );
}
