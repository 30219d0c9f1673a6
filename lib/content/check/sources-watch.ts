import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LineCounter, isMap, isScalar, isSeq, parseDocument, type Node, type YAMLMap } from 'yaml';
import { formatDateFr } from '../../format-date';
import { termsWatchOf } from '../../offers/terms-watch';
import { isProvider } from '../../primes/providers';
import { FAILURE_REASONS, WATCH_FILE_NAME } from '../../sources-watch/config';
import type { WatchedSource, WatchState } from '../../sources-watch/types';
import { guillemets as q } from './nearest';
import type { ContentProblem } from './problem';
import { isCalendarDate } from './schema';

const NBSP = '\u00a0';
const FIELDS = ['url', 'records', 'read', 'fingerprint', 'passages', 'since', 'changed', 'finalUrl', 'failure'];
const HEX = /^[0-9a-f]+$/;

export type WatchRead = { readonly problems: readonly ContentProblem[]; readonly state: WatchState };

/**
 * content/sources-watch.yaml (written by `npm run sources:watch`), read and checked: known
 * fields, addresses, provider keys, calendar dates not in the future, SHA-256 digests, known
 * failure reasons. `npm run check` and the content build both call it; a folder without the
 * file (before the first scheduled run) has an empty watch.
 */
export function readSourcesWatch(contentDir: string, today: string): WatchRead {
  const path = join(contentDir, WATCH_FILE_NAME);
  if (!existsSync(path)) return { problems: [], state: { sources: [] } };
  const lineCounter = new LineCounter();
  const doc = parseDocument(readFileSync(path, 'utf8'), { lineCounter, prettyErrors: false });
  const problems: ContentProblem[] = [];
  const at = (node: Node | null | undefined, message: string) => {
    const { line, col } = lineCounter.linePos(node?.range?.[0] ?? 0);
    problems.push({ file: WATCH_FILE_NAME, line, column: col, message });
  };
  for (const error of doc.errors) {
    const { line, col } = lineCounter.linePos(error.pos[0]);
    problems.push({ file: WATCH_FILE_NAME, line, column: col, message: `YAML illisible (${error.code})` });
  }
  if (problems.length > 0) return { problems, state: { sources: [] } };
  const root = doc.contents;
  const list = isMap(root) ? root.get('sources', true) : undefined;
  if (!isSeq(list)) {
    at(root, `le fichier doit contenir ${q('sources')}, une liste (il est écrit par npm run sources:watch)`);
    return { problems, state: { sources: [] } };
  }
  const text = (map: YAMLMap, field: string): string | undefined => {
    const node = map.get(field, true);
    return isScalar(node) && typeof node.value === 'string' ? node.value : undefined;
  };
  const date = (map: YAMLMap, field: string, required: boolean): string | undefined => {
    const node = map.get(field, true) as Node | undefined;
    const value = text(map, field);
    if (node === undefined) {
      if (required) at(map, `${q(field)} manquant (AAAA-MM-JJ)`);
      return undefined;
    }
    if (value === undefined || !isCalendarDate(value)) at(node, `${q(field)}${NBSP}: date AAAA-MM-JJ attendue`);
    else if (value > today) at(node, `${q(field)}${NBSP}: la date ${value} est dans le futur`);
    else return value;
    return undefined;
  };
  const sources: WatchedSource[] = [];
  for (const item of list.items) {
    if (!isMap(item)) {
      at(item as Node, 'chaque entrée est une adresse suivie (url, records, read…)');
      continue;
    }
    for (const pair of item.items) {
      const name = isScalar(pair.key) ? String(pair.key.value) : '';
      if (!FIELDS.includes(name)) at(pair.key as Node, `champ inconnu ${q(name)}`);
    }
    const url = text(item, 'url');
    if (url === undefined || !/^https?:\/\/\S+$/.test(url)) at(item, `${q('url')}${NBSP}: adresse http(s) attendue`);
    const recordsNode = item.get('records', true);
    const records = isSeq(recordsNode) ? recordsNode.items.map((node) => (isScalar(node) ? String(node.value) : '')) : [];
    if (!isSeq(recordsNode) || records.length === 0) at(item, `${q('records')}${NBSP}: la liste des clés des fiches qui citent l’adresse`);
    for (const key of records) if (!isProvider(key)) at(recordsNode as Node, `${q('records')}${NBSP}: clé inconnue ${q(key)}`);
    const read = date(item, 'read', true);
    const since = date(item, 'since', false);
    const changed = date(item, 'changed', false);
    const fingerprint = text(item, 'fingerprint');
    if (item.has('fingerprint') && (fingerprint === undefined || fingerprint.length !== 64 || !HEX.test(fingerprint))) {
      at(item.get('fingerprint', true) as Node, `${q('fingerprint')}${NBSP}: empreinte SHA-256 attendue (64 caractères hexadécimaux)`);
    }
    const failureNode = item.get('failure', true);
    let failure: WatchedSource['failure'];
    if (failureNode !== undefined) {
      if (!isMap(failureNode)) at(failureNode as Node, `${q('failure')}${NBSP}: ${q('reason')}, ${q('since')} et ${q('status')} facultatif`);
      else {
        const reason = text(failureNode, 'reason');
        const failedSince = date(failureNode, 'since', true);
        const statusNode = failureNode.get('status', true);
        const status = isScalar(statusNode) && typeof statusNode.value === 'number' ? statusNode.value : undefined;
        if (!(FAILURE_REASONS as readonly (string | undefined)[]).includes(reason)) {
          at(failureNode, `${q('reason')}${NBSP}: valeurs possibles ${FAILURE_REASONS.map(q).join(', ')}`);
        } else if (failedSince) {
          failure = { reason: reason as (typeof FAILURE_REASONS)[number], since: failedSince, ...(status !== undefined ? { status } : {}) };
        }
      }
    }
    if (url && read) {
      sources.push({
        url,
        records,
        read,
        ...(fingerprint ? { fingerprint } : {}),
        ...(since ? { since } : {}),
        ...(changed ? { changed } : {}),
        ...(failure ? { failure } : {}),
      });
    }
  }
  return { problems, state: { sources } };
}

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
