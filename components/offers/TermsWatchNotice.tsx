import { NBSP } from '@/lib/french';
import { formatDateFr } from '@/lib/format-date';
import type { TermsWatch } from '@/lib/offers/terms-watch';

/**
 * What the daily watch of the official sources (`npm run sources:watch`) says of the offer,
 * beside its check date: the published terms changed after the record was checked, and the
 * record was not re-checked since; a source that has answered 404 or 410 for over a week is
 * gone. Nothing when neither: the box's check date stands.
 */
export function TermsWatchNotice({ watch }: { watch: TermsWatch | undefined }) {
  if (!watch || (!watch.changed && watch.gone.length === 0)) return null;
  return (
    <div className="referral__terms-watch" role="note" data-terms-changed={watch.changed?.on ?? ''}>
      {watch.changed ? (
        <p>
          <strong>
            Les conditions publiées ont changé le <time dateTime={watch.changed.on}>{formatDateFr(watch.changed.on)}</time>
          </strong>
          {NBSP}; cette fiche n’a pas encore été revérifiée. Lisez les conditions officielles avant de vous inscrire
          {NBSP}:{' '}
          {watch.changed.sources.map((source, index) => (
            <span key={source.id}>
              {index > 0 ? ', ' : ''}
              <a href={source.url} rel="noopener noreferrer">
                {source.title}
              </a>
            </span>
          ))}
          .
        </p>
      ) : null}
      {watch.gone.map(({ source, since, status }) => (
        <p key={source.id} data-source-gone={source.url}>
          La page «{NBSP}
          {source.title}
          {NBSP}» a disparu{NBSP}: elle répond par une erreur {status} depuis le <time dateTime={since}>{formatDateFr(since)}</time>.
        </p>
      ))}
    </div>
  );
}
