import type { GlobalValues } from '../primes/types';
import { amountContradictions, type AmountContradiction } from './agreement';
import { allOfferRecords } from './index';
import type { OfferRecord } from './schema';

const SIDE = { referee: 'referee', sponsor: 'sponsor' } as const;

/** One English log line per contradiction, like the server's other Firestore lines: the build log and the server log are read by the owner. */
function contradictionLine(item: AmountContradiction): string {
  const start = `Amounts contradict the offer record of ${item.provider}: ${item.key}`;
  switch (item.kind) {
    case 'paid-where-none':
      return `${start} = ${item.value} where the published terms pay the ${SIDE[item.side]} nothing (content/offres)`;
    case 'missing':
      return `${start} is missing where the published terms pay the ${SIDE[item.side]} a bonus (content/offres)`;
    case 'differs-from-published':
      return `${start} = ${item.value ?? 'nothing'} where the published terms give the ${SIDE[item.side]} ${item.published} (content/offres)`;
    case 'closed-programme':
      return `${start} = ${item.value} for a programme the record says ${item.status === 'ended' ? 'has ended' : 'was not found'} (content/offres)`;
  }
}

let reported = '';

/**
 * Logs where the live document contradicts the records, once per process for a given set
 * (a build renders every page with the same amounts; a changed document is said again).
 * The offer boxes show the same warning to visitors (components/offers/AmountWarning.tsx).
 */
export function reportAmountContradictions(
  values: GlobalValues,
  records: readonly OfferRecord[] = allOfferRecords(),
  log: (line: string) => void = (line) => console.warn(line),
): void {
  // Nothing read at all is already logged as a failed read: not a contradiction of every record.
  if (!Object.values(values).some((value) => typeof value === 'number')) return;
  const lines = records.flatMap((record) => amountContradictions(record, values)).map(contradictionLine);
  const key = lines.join('\n');
  if (key === reported) return;
  reported = key;
  for (const line of lines) log(line);
}
