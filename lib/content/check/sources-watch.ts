import { formatDateFr } from '../../format-date';
import { resolveOffer } from '../../offers/resolved-offer';
import type { OfferRecord } from '../../offers/schema';
import { termsWatchOf } from '../../offers/terms-watch';
import { formatEuros } from '../../primes/format';
import type { WatchState } from '../../sources-watch/types';
import { guillemets as q } from '../../yaml-schema/nearest';

const NBSP = '\u00a0';

export { readSourcesWatch } from '../../sources-watch/load';

/** A record the writers should re-check: where it is, and why (a line of `npm run check`, not a failure). */
export type RecheckNotice = { readonly file: string; readonly line: number; readonly column: number; readonly message: string };

/**
 * The records whose official source changed after their check date, or has answered 404 or
 * 410 for more than a week: named with the source and the day, for the writers. `records`
 * are the folder's records as files (path and the parsed facts the watch needs).
 */
export function recheckNotices(
  records: readonly { readonly file: string; readonly record: Parameters<typeof termsWatchOf>[0] }[],
  state: WatchState,
  today: string,
): RecheckNotice[] {
  return records.flatMap(({ file, record }) => {
    const watch = termsWatchOf(record, state, today);
    const changed = (watch.changed?.sources ?? []).map((source) => {
      const day = state.sources.find((entry) => entry.url === source.url)?.changed ?? '';
      return `à revérifier${NBSP}: la source ${q(source.id)} (${source.url}) a changé le ${formatDateFr(day)}, après la vérification du ${formatDateFr(record.checked ?? '')}`;
    });
    const gone = watch.gone.map(
      ({ source, since, status }) => `à revérifier${NBSP}: la source ${q(source.id)} (${source.url}) répond ${status} depuis le ${formatDateFr(since)}`,
    );
    return [...changed, ...gone].map((message) => ({ file, line: 1, column: 1, message }));
  });
}

const SIDE = { referee: 'filleul', sponsor: 'parrain' } as const;

/**
 * The records whose official page, at the watch's last reading, gave another amount than the
 * settings document `values` (named `label`): said as notices, like the records to re-check,
 * and for the same reason not a failure: the news is a third party's page, read by a rule that
 * can misread it, and the build must not stop overnight for it. The site meanwhile shows what
 * the page says beside our figure (the resolved offer's `amountCheck`), so no visitor is misled
 * while the owner checks the page and corrects the document or the record.
 */
export function amountNotices(
  records: readonly { readonly file: string; readonly record: OfferRecord }[],
  state: WatchState,
  amounts: { readonly values: Readonly<Record<string, unknown>>; readonly label: string },
): RecheckNotice[] {
  return records.flatMap(({ file, record }) => {
    const check = resolveOffer(record.provider, record, amounts.values, { watch: state }).amountCheck;
    return (check?.sides ?? []).flatMap((side) =>
      side.status === 'different' && side.pageAmount !== undefined
        ? [
            {
              file,
              line: 1,
              column: 1,
              message: `montant à revoir${NBSP}: le ${formatDateFr(side.on)}, ${side.url} donnait ${formatEuros(side.pageAmount)} là où ${amounts.label} donne ${formatEuros(side.amount)} pour le ${SIDE[side.side]} (${side.key})${NBSP}; vérifiez la page, puis corrigez le document ou la fiche`,
            },
          ]
        : [],
    );
  });
}
