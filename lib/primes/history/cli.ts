import { resolve } from 'node:path';
import { formatProblem } from '../../yaml-schema/problem';
import { readPrimeHistory } from './check';
import { DEFAULT_EMULATOR_PROJECT, parseFirestoreTarget, publicEnvFrom } from '../firestore-env.mjs';
import type { FirestoreTarget } from '../config';
import { formatPrime } from '../format';
import { readLiveAmounts } from './live-read';
import { applySnapshot } from './snapshot';
import { readHistoryText, writeHistoryAtomically } from './store';
import { HISTORY_FILE, type AmountChange } from './types';
import { serializeHistory } from './yaml';

type Env = Readonly<Record<string, string | undefined>>;
type Live = Exclude<FirestoreTarget, { kind: 'static' }>;

/** The port `npm start` gives its emulator when it is free (scripts/lib/site-server.mjs DEFAULT_EMULATOR_PORT). */
const NPM_START_EMULATOR_PORT = 8787;

/**
 * The document to read: the production project or an emulator named by the usual
 * variables (docs/configuration.md#source-des-montants); with none, the emulator `npm start` runs. A fixed
 * document (NEXT_PUBLIC_PRIMES_SOURCE=static) has no history to take.
 */
function snapshotTarget(env: Env): { readonly target: Live } | { readonly error: string } {
  const parsed = parseFirestoreTarget(publicEnvFrom(env));
  if (!('target' in parsed)) return { error: parsed.errors.join('\u00a0; ') };
  if (parsed.target.kind !== 'static') return { target: parsed.target };
  if (parsed.target.reason === 'requested')
    return { error: 'NEXT_PUBLIC_PRIMES_SOURCE=static\u00a0: un document figé n’a pas d’historique à relever' };
  return { target: { kind: 'emulator', host: '127.0.0.1', port: NPM_START_EMULATOR_PORT, projectId: DEFAULT_EMULATOR_PROJECT } };
}

const changeLine = (change: AmountChange) => `  ${change.key}\u00a0: ${formatPrime(change.old)} → ${formatPrime(change.new)}`;

/**
 * `npm run primes:snapshot [dossier]`: reads the live document and appends what changed
 * to content/historique-primes.yaml. Any failure (configuration, damaged log, read)
 * prints one French line, writes nothing and returns 1; a run that finds nothing new
 * writes nothing either, so the scheduled workflow commits only real changes.
 */
export async function runSnapshot(
  argv: readonly string[],
  root: string,
  write: (line: string) => void,
  env: Env = process.env,
  now = () => new Date(),
): Promise<number> {
  const fail = (reason: string) => {
    write(`Relevé des primes impossible\u00a0: ${reason}. Rien n’est écrit.`);
    return 1;
  };
  const chosen = snapshotTarget(env);
  if ('error' in chosen) return fail(chosen.error);
  const contentDir = resolve(root, argv.find((arg) => !arg.startsWith('--')) ?? env.CONTENT_DIR ?? 'content');
  const path = resolve(contentDir, HISTORY_FILE);
  const text = readHistoryText(path);
  const existing = text === undefined ? undefined : readPrimeHistory(text);
  const [problem] = existing?.problems ?? [];
  if (problem) return fail(`le journal est invalide (${formatProblem(problem)})`);

  const warnings: string[] = [];
  const read = await readLiveAmounts(chosen.target, (line) => warnings.push(line));
  if (!read.ok) return fail(`${read.reason}, ${describeTarget(chosen.target)}`);
  const result = applySnapshot(existing?.history, read.live, now().toISOString());
  if (result.kind === 'other-project') {
    return fail(
      `le journal a été commencé sur le projet ${result.project}, pas sur ${read.live.project}\u00a0: un journal ne suit qu’un seul document`,
    );
  }
  if (result.kind === 'older') {
    return fail(
      `le document lu (modifié à ${read.live.updatedAt}) est plus ancien que le dernier relevé (${result.seenAt})\u00a0: est-ce le bon projet\u00a0?`,
    );
  }
  for (const warning of warnings) write(warning);
  if (result.kind === 'unchanged') {
    write(`Aucun montant n’a changé depuis le dernier relevé\u00a0: ${HISTORY_FILE} reste tel quel.`);
    return 0;
  }
  writeHistoryAtomically(path, serializeHistory(result.history));
  if (result.kind === 'baseline') {
    const count = Object.keys(result.history.seen.values).length;
    write(
      `Premier relevé\u00a0: ${count} montants enregistrés comme point de départ dans ${HISTORY_FILE}, sans évolution (leur passé est inconnu).`,
    );
    return 0;
  }
  const count = result.added.length;
  write(
    `${count} évolution${count > 1 ? 's' : ''} ajoutée${count > 1 ? 's' : ''} à ${HISTORY_FILE}${count > 0 ? '\u00a0:' : ' (derniers montants mis à jour).'}`,
  );
  for (const change of result.added) write(changeLine(change));
  return 0;
}

function describeTarget(target: Live): string {
  return target.kind === 'emulator'
    ? `émulateur ${target.host}:${target.port} (lancez npm start, ou donnez NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST)`
    : `projet ${target.projectId}`;
}
