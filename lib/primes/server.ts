import { firestoreTarget } from './config';
import defaultDocument from './default-document.json';
import { toGlobalValues } from './derive';
import { restSettingsReader } from './firestore-rest';
import { readGlobalValues } from './read-settings';
import { REFRESH_SECONDS } from './refresh';
import type { GlobalValues } from './types';

const SERVER_READ_TIMEOUT_MS = 3_000;
/** After a failed read, the next renders within this window do not wait on Firestore again (a build renders every page). */
const FAILURE_MEMO_MS = 5_000;

/** The last amounts this process read successfully: a failed read keeps them (the page is the floor). */
let lastGood: GlobalValues | undefined;
let failedAt = Number.NEGATIVE_INFINITY;

/**
 * The settings snapshot rendered into the HTML. Never rejects (SPEC §8).
 *
 * Every render calls fetch with `next.revalidate`: that is what gives each page its
 * refresh interval (a memo that skipped the fetch left every page but the first
 * without one), and Next.js's data cache makes the repeated reads of a build one
 * read. A page regenerated after the interval waits for a fresh answer rather than
 * the cached one, so its amounts are the document's at that moment.
 */
export async function getServerGlobalValues(): Promise<GlobalValues> {
  const target = firestoreTarget();
  if (target.kind === 'static') return toGlobalValues(defaultDocument);
  if (Date.now() - failedAt < FAILURE_MEMO_MS) return lastGood ?? {};
  const init = { next: { revalidate: REFRESH_SECONDS } } as RequestInit;
  const outcome = await readGlobalValues(restSettingsReader(target, init), { timeoutMs: SERVER_READ_TIMEOUT_MS });
  if (outcome.ok) {
    lastGood = outcome.values;
    return outcome.values;
  }
  failedAt = Date.now();
  // A regeneration that cannot read keeps the amounts this process last rendered; the
  // very first read has nothing better than no amounts.
  return lastGood ?? {};
}
