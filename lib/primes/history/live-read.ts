import { pickStoredValues } from '../derive';
import { restSettingsReader } from '../firestore-rest';
import type { FirestoreTarget } from '../config';
import type { DocumentRead } from '../read-settings';
import type { LiveAmounts } from './snapshot';
import type { Amounts } from './types';

/** A command may wait longer than a page (3 s), but never forever on a server that does not answer. */
const READ_TIMEOUT_MS = 10_000;

export type LiveRead = { readonly ok: true; readonly live: LiveAmounts } | { readonly ok: false; readonly reason: string };

/** fetch says only « fetch failed »: its cause (ECONNREFUSED, ENOTFOUND…) tells the owner what to fix. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause: unknown = error.cause;
  const code = typeof cause === 'object' && cause !== null && 'code' in cause ? String(cause.code) : undefined;
  return code === undefined ? error.message : `${error.message}, ${code}`;
}

/**
 * One read of the live document for a snapshot, through the same REST reader as the
 * site's server. Anything short of amounts with Firestore's update time is a failure
 * with a French reason: the snapshot then writes nothing, rather than logging every
 * amount as removed or a change with no time to identify it.
 */
export async function readLiveAmounts(
  target: Exclude<FirestoreTarget, { kind: 'static' }>,
  warn: (line: string) => void,
): Promise<LiveRead> {
  let read: DocumentRead | null;
  try {
    read = await restSettingsReader(target)(AbortSignal.timeout(READ_TIMEOUT_MS));
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    const why = timedOut ? `aucune réponse en ${READ_TIMEOUT_MS / 1000}\u00a0s` : describe(error);
    return { ok: false, reason: `lecture de Firestore impossible (${why})` };
  }
  if (read === null) return { ok: false, reason: 'le document primes/primes_parrainage n’existe pas' };
  if (read.updateTime === undefined) return { ok: false, reason: 'Firestore n’a pas donné l’heure de modification du document' };
  const values: Amounts = pickStoredValues(read.fields, warn);
  if (Object.keys(values).length === 0) return { ok: false, reason: 'le document ne contient aucun montant' };
  return { ok: true, live: { project: target.projectId, values, updatedAt: read.updateTime } };
}
