import { NBSP } from '@/lib/french';
import { amountContradictions, type RewardSide } from '@/lib/offers/agreement';
import type { OfferRecord } from '@/lib/offers/schema';
import { formatPrime } from '@/lib/primes/format';
import type { Provider } from '@/lib/primes/providers';
import type { GlobalValues } from '@/lib/primes/types';

const WHO = { referee: 'le filleul', sponsor: 'le parrain' } as const satisfies Record<RewardSide, string>;

/**
 * Said beside the amounts when the settings document the page was rendered with and the
 * offer's record disagree (lib/offers/agreement.ts): an amount where the published terms pay
 * nothing, or no amount where they pay one. Rendered on the server with the page's amounts,
 * it changes with the page's regeneration, like « Montants mis à jour le … »: a warning that
 * appeared in an open page after the browser's read would push the page down. A page that
 * never read the document says « montant non communiqué » everywhere already: no warning per
 * box then.
 */
export function AmountWarning({
  provider,
  rewards,
  programme,
  values,
}: {
  provider: Provider;
  rewards: OfferRecord['rewards'];
  programme?: OfferRecord['programme'];
  values: GlobalValues;
}) {
  const readAny = Object.values(values).some((value) => typeof value === 'number');
  const contradictions = readAny ? amountContradictions({ provider, rewards, programme }, values) : [];
  if (contradictions.length === 0) return null;
  return (
    <div className="referral__warning" role="note" data-contradiction={contradictions.map((item) => item.key).join(' ')}>
      {contradictions.map((item) =>
        item.kind === 'differs-from-published' ? (
          <p key={item.key}>
            <strong>Montant à vérifier{NBSP}:</strong> les conditions publiées donnent {formatPrime(item.published)} pour {WHO[item.side]},
            notre document des montants {item.value === undefined ? 'ne donne rien' : `indique ${formatPrime(item.value)}`}. Fiez-vous aux
            conditions officielles{NBSP}; nous corrigeons notre document.
          </p>
        ) : item.kind === 'closed-programme' ? (
          <p key={item.key}>
            <strong>Montants à vérifier{NBSP}:</strong> notre document des montants indique {formatPrime(item.value)} pour {WHO[item.side]},
            alors que ce programme {item.status === 'ended' ? 'a pris fin' : 'n’a pas été trouvé'}. N’en attendez aucune prime.
          </p>
        ) : item.kind === 'paid-where-none' ? (
          <p key={item.key}>
            <strong>Montants à vérifier{NBSP}:</strong> notre document des montants indique {formatPrime(item.value)} pour {WHO[item.side]},
            alors que les conditions publiées ne prévoient aucune prime de ce côté. Fiez-vous aux conditions officielles{NBSP}; nous
            corrigeons l’un ou l’autre.
          </p>
        ) : (
          <p key={item.key}>
            <strong>Montant manquant{NBSP}:</strong> les conditions publiées prévoient une prime pour {WHO[item.side]}, mais notre document
            des montants ne la donne pas. Consultez les conditions officielles pour la connaître.
          </p>
        ),
      )}
    </div>
  );
}
