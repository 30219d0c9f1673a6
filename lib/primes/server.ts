import { firestoreTarget } from './config';
import defaultDocument from './default-document.json';
import { toGlobalValues } from './derive';
import { restSettingsReader } from './firestore-rest';
import { nodeGet } from './node-get';
import { readGlobalValues } from './read-settings';
import type { GlobalValues } from './types';

/**
 * Reads made within this window share one answer: a build renders every page (and
 * the layout, page and metadata of each) within seconds. Far shorter than the
 * refresh interval, so a regenerated page always gets a fresh read.
 */
const MEMO_MS = 5_000;
const SERVER_READ_TIMEOUT_MS = 3_000;

let memo: { at: number; values: Promise<GlobalValues> } | undefined;
/** The last amounts this process read successfully: a failed read keeps them (the page is the floor). */
let lastGood: GlobalValues | undefined;

async function readOnce(): Promise<GlobalValues> {
  const target = firestoreTarget();
  if (target.kind === 'static') return toGlobalValues(defaultDocument);
  const outcome = await readGlobalValues(restSettingsReader(target, nodeGet), { timeoutMs: SERVER_READ_TIMEOUT_MS });
  if (outcome.ok) {
    lastGood = outcome.values;
    return outcome.values;
  }
  // A regeneration that cannot read keeps the amounts the previous one rendered; the
  // very first read of a process has nothing better than no amounts (SPEC §8).
  return lastGood ?? {};
}

/** The settings snapshot rendered into the HTML. Never rejects (SPEC §8). */
export function getServerGlobalValues(): Promise<GlobalValues> {
  const now = Date.now();
  if (memo && now - memo.at < MEMO_MS) return memo.values;
  const values = readOnce();
  memo = { at: now, values };
  return values;
}
