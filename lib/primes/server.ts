import { firestoreTarget } from './config';
import defaultDocument from './default-document.json';
import { toGlobalValues } from './derive';
import { restSettingsReader } from './firestore-rest';
import { readGlobalValues } from './read-settings';
import type { GlobalValues } from './types';

/**
 * How old the amounts in the static HTML may get, in seconds. Bonuses change a few
 * times a month and every page load refreshes them in the browser anyway; ten
 * minutes keeps search engines and visitors without JavaScript close to the truth
 * for one Firestore read per page and period.
 */
export const SNAPSHOT_REVALIDATE_SECONDS = 600;

/** The build reads for every page it renders; one read serves them all. */
const MEMO_MS = 30_000;
const SERVER_READ_TIMEOUT_MS = 3_000;

let memo: { at: number; values: Promise<GlobalValues> } | undefined;

/** The settings snapshot rendered into the HTML. Never rejects (SPEC §8). */
export function getServerGlobalValues(): Promise<GlobalValues> {
  const now = Date.now();
  if (memo && now - memo.at < MEMO_MS) return memo.values;
  const target = firestoreTarget();
  const values =
    target.kind === 'static'
      ? Promise.resolve(toGlobalValues(defaultDocument))
      : readGlobalValues(restSettingsReader(target, { next: { revalidate: SNAPSHOT_REVALIDATE_SECONDS } } as RequestInit), {
          timeoutMs: SERVER_READ_TIMEOUT_MS,
        });
  memo = { at: now, values };
  return values;
}
