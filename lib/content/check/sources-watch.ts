import { formatDateFr } from '../../format-date';
import { termsWatchOf } from '../../offers/terms-watch';
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
