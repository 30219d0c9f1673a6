import { SIDE_KEYS } from './amount-keys';
import { amountNews, amountsOnPage, type AddressAmount, type AmountNews } from './amounts';
import { hasLastedLong } from './failure-age';
import { fingerprintOf } from './page-text';
import type { PageRead, ReadFailure } from './polite-fetch';
import type { WatchedAmount, WatchFailure, WatchedSource } from './types';

/** What changed in a text, counted in passages, with the first new passage for the writer (never stored). */
type TextDiff = { readonly added: number; readonly removed: number; readonly excerpt?: string };

/**
 * What a run has to say of an address. `failing` is a failure that started today; the others
 * are what the file proposed to the writers would bring them: a text changed, an address that
 * reads again, a new redirect, a failure now older than GONE_AFTER_DAYS (`failing-long`).
 * `endedAt` is where a failing read ended when redirects took it elsewhere (never stored).
 * The `amount-…` kinds say what the page's text says of an offer's amount (amounts.ts).
 */
export type WatchChange =
  | { readonly kind: 'text-changed'; readonly source: WatchedSource; readonly diff: TextDiff }
  | { readonly kind: 'failing'; readonly source: WatchedSource & { readonly failure: WatchFailure }; readonly endedAt?: string }
  | { readonly kind: 'failing-long'; readonly source: WatchedSource & { readonly failure: WatchFailure }; readonly endedAt?: string }
  | { readonly kind: 'recovered'; readonly source: WatchedSource }
  | { readonly kind: 'moved'; readonly source: WatchedSource; readonly from?: string }
  | { readonly kind: AmountNews; readonly source: WatchedSource; readonly amount: WatchedAmount };

const EXCERPT_LENGTH = 200;

/** Passages new or changed, passages gone, and the first new one, cut to a line. */
function diffPassages(before: readonly string[], after: readonly string[], texts: readonly string[]): TextDiff {
  const old = new Set(before);
  const now = new Set(after);
  const fresh = after.flatMap((passage, index) => (old.has(passage) ? [] : [index]));
  const first = fresh[0] === undefined ? undefined : texts[fresh[0]];
  return {
    added: fresh.length,
    removed: before.filter((passage) => !now.has(passage)).length,
    ...(first ? { excerpt: first.length > EXCERPT_LENGTH ? `${first.slice(0, EXCERPT_LENGTH - 1)}…` : first } : {}),
  };
}

/** The same failure goes on while the reason and status stay (a timeout then a refused connection are one outage of the server). */
const sameFailure = (failure: WatchFailure | undefined, read: ReadFailure): failure is WatchFailure =>
  failure !== undefined && failure.reason === read.reason && failure.status === read.status;

/**
 * The fields of the last successful reading, in the file's order, as `previous` has them; its
 * amounts only of the records that still cite the address (another's would not be this address's).
 */
function lastReading(previous: WatchedSource | undefined, records: readonly string[]) {
  const amounts = previous?.amounts?.filter((amount) => records.includes(SIDE_KEYS.get(amount.key)?.provider ?? ''));
  return {
    ...(previous?.read ? { read: previous.read } : {}),
    ...(previous?.fingerprint ? { fingerprint: previous.fingerprint } : {}),
    ...(previous?.passages ? { passages: previous.passages } : {}),
    ...(previous?.since ? { since: previous.since } : {}),
    ...(previous?.changed ? { changed: previous.changed } : {}),
    ...(previous?.finalUrl ? { finalUrl: previous.finalUrl } : {}),
    ...(amounts && amounts.length > 0 ? { amounts } : {}),
  };
}

/**
 * One address's new entry from its previous one and today's read, and what there is to say
 * of it. `reported` is the entry the writers last received (the file in the repository): the
 * changes are counted from it, so that a proposal not merged yet is made again, whole; it is
 * `previous` itself unless the run starts from a later memory of the watch (see memory.ts).
 */
export function nextEntry(
  address: { readonly url: string; readonly records: readonly string[]; readonly amounts?: readonly AddressAmount[] },
  previous: WatchedSource | undefined,
  read: PageRead,
  today: string,
  reported: WatchedSource | undefined = previous,
): { readonly entry: WatchedSource; readonly changes: readonly WatchChange[] } {
  const base = { url: address.url, records: [...address.records] };
  const changes: WatchChange[] = [];
  if (read.kind === 'ok') {
    const { fingerprint, passages, texts } = fingerprintOf(read.html, read.finalUrl);
    const changed = previous?.fingerprint !== undefined && previous.fingerprint !== fingerprint ? today : previous?.changed;
    const amounts = amountsOnPage(read.html, address.amounts ?? []);
    const entry: WatchedSource = {
      ...base,
      read: today,
      fingerprint,
      passages,
      since: previous?.since ?? today,
      ...(changed ? { changed } : {}),
      ...(read.finalUrl !== address.url ? { finalUrl: read.finalUrl } : {}),
      ...(amounts.length > 0 ? { amounts } : {}),
    };
    if (reported?.fingerprint !== undefined && reported.fingerprint !== fingerprint)
      changes.push({ kind: 'text-changed', source: entry, diff: diffPassages(reported.passages ?? [], passages, texts) });
    if (reported?.failure) changes.push({ kind: 'recovered', source: entry });
    else if (reported?.read && reported.finalUrl !== entry.finalUrl)
      changes.push({ kind: 'moved', source: entry, ...(reported.finalUrl ? { from: reported.finalUrl } : {}) });
    for (const news of amountNews(amounts, reported?.amounts)) changes.push({ kind: news.kind, source: entry, amount: news.amount });
    return { entry, changes };
  }
  const ongoing = previous?.failure;
  const goesOn = sameFailure(ongoing, read);
  const failure: WatchFailure = {
    reason: read.reason,
    ...(read.status !== undefined ? { status: read.status } : {}),
    ...(read.cause !== undefined ? { cause: read.cause } : {}),
    first: goesOn ? ongoing.first : today,
    last: today,
  };
  const entry = { ...base, ...lastReading(previous, address.records), failure };
  const endedAt = read.finalUrl !== address.url ? { endedAt: read.finalUrl } : {};
  // A text that changed in a run the writers have not received yet is still theirs to read.
  if (reported?.fingerprint !== undefined && entry.fingerprint !== undefined && reported.fingerprint !== entry.fingerprint)
    changes.push({ kind: 'text-changed', source: entry, diff: diffPassages(reported.passages ?? [], entry.passages ?? [], []) });
  if (!goesOn) changes.push({ kind: 'failing', source: entry, ...endedAt });
  const known = reported?.failure;
  const toldLong =
    known !== undefined && known.first === failure.first && sameFailure(known, read) && hasLastedLong(known.first, known.last);
  if (hasLastedLong(failure.first, today) && !toldLong) changes.push({ kind: 'failing-long', source: entry, ...endedAt });
  return { entry, changes };
}
