import { firestoreTarget, publicEnv, type FirestoreTarget } from './config';
import defaultDocument from './default-document.json';
import { toGlobalValues } from './derive';
import { parseFirestoreTarget, publicEnvFrom, serverPublicEnv } from './firestore-env.mjs';
import { restSettingsReader } from './firestore-rest';
import { lastGoodFile, loadLastGood, saveLastGood } from './last-good-store';
import { readGlobalValues, type SettingsReader } from './read-settings';
import { refreshSeconds } from './refresh';
import type { GlobalValues } from './types';

const SERVER_READ_TIMEOUT_MS = 3_000;
/** After a failed read, the next renders within this window do not wait on Firestore again (a build renders every page). */
const FAILURE_MEMO_MS = 5_000;
/**
 * Unchanged amounts are saved again at most this often: a build renders every page and
 * each render reads, but the saved time need only say roughly how old the floor is.
 */
const SAVE_UNCHANGED_EVERY_MS = 60_000;

type LiveTarget = Exclude<FirestoreTarget, { kind: 'static' }>;

/** The amounts a page renders, and Firestore's time of the document's last change when known (« Montants mis à jour le … »). */
export type ServerSettings = { readonly values: GlobalValues; readonly updatedAt?: string };

/**
 * The last amounts read successfully: a failed read keeps them (the page is the floor).
 * In memory for this process; on disk (last-good-store.ts) for the next process, which
 * would otherwise render its first pages of an outage without any amount.
 */
let lastGood: ServerSettings | undefined;
let failedAt = Number.NEGATIVE_INFINITY;
let saved: { readonly values: string; readonly at: number } | undefined;
let saveFailed = false;
let fileConsulted = false;

let serverTarget: FirestoreTarget | undefined;

/**
 * Where this server reads the document: each Firestore variable as it was set when the server
 * started, else as the build had it (docs/configuration.md#variables-lues-au-démarrage). Per
 * variable, so a variable left unset at start keeps the build's value, the one browsers have:
 * server and browser differ only where a variable was set to something else, which
 * lib/site-config.mjs reports when the server starts. Read by computed names (publicEnvFrom),
 * which Next.js leaves to run time, unlike the literal ones of config.ts's publicEnv() that it inlines
 * (UPGRADING.md, S21).
 */
function readTarget(): FirestoreTarget {
  if (serverTarget) return serverTarget;
  const env = serverPublicEnv(publicEnv(), publicEnvFrom(process.env));
  if (env === undefined) return (serverTarget = firestoreTarget());
  const parsed = parseFirestoreTarget(env);
  // next.config.mjs stopped the server at start on any of these problems: not reached in practice.
  if (!('target' in parsed)) throw new Error(`Configuration Firestore invalide : ${parsed.errors.join(' ; ')}`);
  return (serverTarget = parsed.target);
}

/** The API key is left out: the file names the document's origin, it holds no secret. */
const sourceOf = (target: LiveTarget): string =>
  target.kind === 'emulator' ? `emulator ${target.host}:${target.port} ${target.projectId}` : `firestore ${target.projectId}`;

function remember(target: LiveTarget, settings: ServerSettings): void {
  lastGood = settings;
  const serialized = JSON.stringify(settings);
  const now = Date.now();
  if (saved?.values === serialized && now - saved.at < SAVE_UNCHANGED_EVERY_MS) return;
  try {
    saveLastGood(lastGoodFile(), { source: sourceOf(target), readAt: new Date(now).toISOString(), ...settings });
    saved = { values: serialized, at: now };
  } catch (error) {
    // A read-only disk costs only the floor of the next process; said once, not at every read.
    if (!saveFailed) console.error(`Could not save the amounts read (${lastGoodFile()}):`, error);
    saveFailed = true;
  }
}

/** What a failed read renders: this process's last amounts, else the last ones saved by the build or a previous process. */
function floor(target: LiveTarget): ServerSettings {
  if (lastGood === undefined && !fileConsulted) {
    fileConsulted = true;
    const file = lastGoodFile();
    const previous = loadLastGood(file, sourceOf(target), (message) => console.error(message));
    if (previous) {
      console.error(`Firestore unreadable: serving the amounts read at ${previous.readAt} (${file})`);
      lastGood = { values: previous.values, ...(previous.updatedAt === undefined ? {} : { updatedAt: previous.updatedAt }) };
    }
  }
  // Only when nothing anywhere ever read the document: no amount rather than an invented one.
  return lastGood ?? { values: {} };
}

/**
 * The settings snapshot rendered into the HTML. Never rejects (docs/behaviours.md#lecture-des-montants).
 *
 * Every render calls fetch with `next.revalidate`: that is what gives each page its
 * refresh interval (a memo that skipped the fetch left every page but the first
 * without one), and Next.js's data cache makes the repeated reads of a build one
 * read. A page regenerated after the interval waits for a fresh answer rather than
 * the cached one, so its amounts are the document's at that moment.
 */
export async function getServerSettings(): Promise<ServerSettings> {
  const target = readTarget();
  // The committed sample has no change time of its own: no date rather than an invented one.
  if (target.kind === 'static') return { values: toGlobalValues(defaultDocument) };
  const init = { next: { revalidate: refreshSeconds() } } as RequestInit;
  if (Date.now() - failedAt < FAILURE_MEMO_MS) {
    const cached = await readGlobalValues(cacheOnlyReader(target, init), { timeoutMs: SERVER_READ_TIMEOUT_MS, log: () => {} });
    return cached.ok ? settingsOf(cached) : floor(target);
  }
  const outcome = await readGlobalValues(restSettingsReader(target, init), { timeoutMs: SERVER_READ_TIMEOUT_MS });
  if (outcome.ok) {
    const settings = settingsOf(outcome);
    remember(target, settings);
    return settings;
  }
  failedAt = Date.now();
  return floor(target);
}

const settingsOf = (outcome: { readonly values: GlobalValues; readonly updatedAt?: string }): ServerSettings =>
  outcome.updatedAt === undefined ? { values: outcome.values } : { values: outcome.values, updatedAt: outcome.updatedAt };

/** The amounts alone (getServerSettings), for the snapshot and the structured data. */
export async function getServerGlobalValues(): Promise<GlobalValues> {
  return (await getServerSettings()).values;
}

/**
 * Within the failure memo nothing waits on Firestore, yet fetch is still called, with a
 * signal already aborted: Next.js takes the page's refresh interval from `next.revalidate`
 * before any network, so a page rendered during an outage is regenerated as soon as
 * Firestore is back, not after the layout's ten minutes (skipping the call did that);
 * and an answer still fresh in Next.js's data cache is used. The failed read already said
 * what went wrong: these do not log.
 */
const cacheOnlyReader =
  (target: LiveTarget, init: RequestInit): SettingsReader =>
  () =>
    restSettingsReader(
      target,
      init,
    )(AbortSignal.abort(new Error(`Firestore failed less than ${FAILURE_MEMO_MS / 1000} s ago: not asked again yet`)));
