import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LineCounter, isMap, isScalar, isSeq, parseDocument, type Node, type YAMLMap } from 'yaml';
import { formatEuros } from '../format';
import { byTimeThenKey } from './snapshot';
import { compareInstants, isInstant } from './instant';
import { HISTORY_FILE, STORED_KEYS, isStoredKey, type AmountChange, type PrimeHistory, type StoredKey } from './types';
import { guillemets, suggestion } from '../../yaml-schema/nearest';
import { todayIso } from '../../yaml-schema/dates';
import type { ContentProblem } from '../../yaml-schema/problem';

const TOP_FIELDS = ['project', 'since', 'seen', 'changes'] as const;
/** A Firebase project id (lib/primes/firestore-env.mjs's rule). */
const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;
const SEEN_FIELDS = ['updatedAt', 'values'] as const;
const CHANGE_FIELDS = ['key', 'old', 'new', 'updatedAt', 'recordedAt'] as const;

export type HistoryRead = { readonly problems: readonly ContentProblem[]; readonly history?: PrimeHistory };

const amountText = (amount: number | undefined) => (amount === undefined ? 'aucun montant' : formatEuros(amount));

/**
 * content/historique-primes.yaml, read and checked at once: every problem with its line
 * and column, and the typed history only when there is none. `npm run check`, the content
 * build and `npm run primes:snapshot` (which refuses to append to a damaged log) all call it.
 * `today` (YYYY-MM-DD, UTC) refuses a time in the future.
 */
export function readPrimeHistory(source: string, today = todayIso()): HistoryRead {
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter, prettyErrors: false });
  const problems: ContentProblem[] = [];
  const at = (node: Node | null | undefined, message: string) => {
    const { line, col } = lineCounter.linePos(node?.range?.[0] ?? 0);
    problems.push({ file: HISTORY_FILE, line, column: col, message });
  };
  const lineOf = (node: Node | undefined) => lineCounter.linePos(node?.range?.[0] ?? 0).line;
  for (const error of doc.errors) {
    const { line, col } = lineCounter.linePos(error.pos[0]);
    problems.push({ file: HISTORY_FILE, line, column: col, message: `YAML illisible (${error.code})` });
  }
  if (problems.length > 0) return { problems };

  const unknownFields = (map: YAMLMap, fields: readonly string[]) => {
    for (const pair of map.items) {
      const name = isScalar(pair.key) ? String(pair.key.value) : '';
      if (!fields.includes(name)) at(pair.key as Node, `champ inconnu ${guillemets(name)}\u00a0; ${suggestion(name, fields)}`);
    }
  };
  /** A time: ISO 8601 in UTC, to Firestore's precision. */
  const instant = (map: YAMLMap, field: string, owner: Node): string | undefined => {
    const node = map.get(field, true);
    if (node === undefined) {
      at(owner, `${guillemets(field)} manquant (heure ISO 8601 en UTC, par exemple "2026-11-24T08:15:02.123456Z")`);
      return undefined;
    }
    const value = isScalar(node) && typeof node.value === 'string' ? node.value : undefined;
    if (value === undefined || !isInstant(value)) {
      at(node as Node, `${guillemets(field)}\u00a0: heure ISO 8601 en UTC attendue (par exemple "2026-11-24T08:15:02Z")`);
      return undefined;
    }
    if (new Date(value).toISOString().slice(0, 10) > today) {
      at(node as Node, `heure ${guillemets(value)} dans le futur`);
      return undefined;
    }
    return value;
  };
  const amount = (map: YAMLMap, field: string): { readonly ok: boolean; readonly value?: number } => {
    const node = map.get(field, true);
    if (node === undefined) return { ok: true };
    if (isScalar(node) && typeof node.value === 'number' && Number.isFinite(node.value) && node.value >= 0)
      return { ok: true, value: node.value };
    at(node as Node, `${guillemets(field)}\u00a0: un montant en euros est attendu (un nombre positif, sans « € »)`);
    return { ok: false };
  };

  const root = doc.contents;
  if (!isMap(root)) {
    at(root, 'le fichier doit contenir « project », « since », « seen » et « changes » (il est écrit par npm run primes:snapshot)');
    return { problems };
  }
  unknownFields(root, TOP_FIELDS);
  const projectNode = root.get('project', true);
  const project = isScalar(projectNode) && typeof projectNode.value === 'string' ? projectNode.value : undefined;
  if (project === undefined || !PROJECT_ID.test(project)) {
    at(projectNode ?? root, '« project » manquant ou malformé (l’identifiant du projet Firebase relevé, par exemple parrainage-malin)');
  }
  const since = instant(root, 'since', root);

  const seenNode = root.get('seen', true);
  const seenValues: Partial<Record<StoredKey, number>> = {};
  let seenAt: string | undefined;
  if (!isMap(seenNode)) at(seenNode ?? root, '« seen » manquant ou mal formé (les derniers montants relevés : updatedAt et values)');
  else {
    unknownFields(seenNode, SEEN_FIELDS);
    seenAt = instant(seenNode, 'updatedAt', seenNode);
    const values = seenNode.get('values', true);
    if (!isMap(values)) at(values ?? seenNode, '« values » manquant ou mal formé (une ligne « CLÉ: montant » par montant du document)');
    else {
      for (const pair of values.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : '';
        if (!isStoredKey(key)) at(pair.key as Node, `clé inconnue ${guillemets(key)}\u00a0; ${suggestion(key, STORED_KEYS)}`);
        else {
          const checked = amount(values, key);
          if (checked.value !== undefined) seenValues[key] = checked.value;
        }
      }
    }
  }

  const list = root.get('changes', true);
  const changes: AmountChange[] = [];
  if (!isSeq(list)) at(list ?? root, '« changes » doit être une liste (« changes: [] » quand rien n’a encore changé)');
  else {
    const firstLine = new Map<string, number>();
    let previous: { change: AmountChange; node: Node } | undefined;
    for (const [index, item] of list.items.entries()) {
      if (!isMap(item)) {
        at(item as Node, `évolution ${index + 1}\u00a0: attendu key, old et/ou new, updatedAt, recordedAt`);
        continue;
      }
      const count = problems.length;
      unknownFields(item, CHANGE_FIELDS);
      const keyNode = item.get('key', true);
      const key = isScalar(keyNode) ? String(keyNode.value) : undefined;
      if (key === undefined) at(item, '« key » manquant (clé du document de primes, par exemple PRIME_PARRAIN_BOURSOBANK)');
      else if (!isStoredKey(key)) at(keyNode as Node, `clé inconnue ${guillemets(key)}\u00a0; ${suggestion(key, STORED_KEYS)}`);
      const old = amount(item, 'old');
      const next = amount(item, 'new');
      if (old.ok && next.ok && old.value === next.value) {
        at(
          item,
          old.value === undefined
            ? 'ni « old » ni « new »\u00a0: une évolution a au moins l’un des deux'
            : `« old » et « new » valent tous deux ${formatEuros(old.value)}`,
        );
      }
      const updatedAt = instant(item, 'updatedAt', item);
      const recordedAt = instant(item, 'recordedAt', item);
      if (problems.length > count || !isStoredKey(key) || updatedAt === undefined || recordedAt === undefined) continue;
      const change: AmountChange = {
        key,
        ...(old.value === undefined ? {} : { old: old.value }),
        ...(next.value === undefined ? {} : { new: next.value }),
        updatedAt,
        recordedAt,
      };
      const identity = `${key}@${updatedAt}`;
      const first = firstLine.get(identity);
      if (first !== undefined) at(item, `${key} a déjà une évolution à l’heure ${updatedAt} (ligne ${first})`);
      else firstLine.set(identity, lineOf(item));
      if (previous && byTimeThenKey(previous.change, change) > 0) {
        at(
          item,
          `évolution hors d’ordre\u00a0: elle précède celle de la ligne ${lineOf(previous.node)} (ordre attendu\u00a0: updatedAt, puis key)`,
        );
      }
      changes.push(change);
      previous = { change, node: item };
    }
  }
  if (problems.length > 0 || project === undefined || since === undefined || seenAt === undefined) return { problems };

  // The next snapshot compares with `seen`: a log whose last change of a key says otherwise would be extended wrongly.
  for (const key of STORED_KEYS) {
    const last = changes.findLast((change) => change.key === key);
    if (last !== undefined && last.new !== seenValues[key]) {
      at(
        seenNode as Node,
        `« seen » retient ${amountText(seenValues[key])} pour ${key}, mais sa dernière évolution donne ${amountText(last.new)}`,
      );
    }
    if (last !== undefined && compareInstants(last.updatedAt, seenAt) > 0) {
      at(seenNode as Node, `« seen » (${seenAt}) est plus ancien que la dernière évolution de ${key} (${last.updatedAt})`);
    }
  }
  if (problems.length > 0) return { problems };
  return { problems, history: { project, since, seen: { updatedAt: seenAt, values: seenValues }, changes } };
}

/** The folder's history file, when it has one (a site that has never taken a snapshot has none). */
export function checkPrimeHistoryFile(contentDir: string, today = todayIso()): ContentProblem[] {
  const path = join(contentDir, HISTORY_FILE);
  return existsSync(path) ? [...readPrimeHistory(readFileSync(path, 'utf8'), today).problems] : [];
}
