import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LineCounter, isMap, isScalar, isSeq, parseDocument, type Node, type YAMLMap } from 'yaml';
import { formatDateFr } from '../../format-date';
import { termsWatchOf } from '../../offers/terms-watch';
import { isProvider } from '../../primes/providers';
import { FAILURE_CAUSES, FAILURE_REASONS, WATCH_FILE_NAME } from '../../sources-watch/config';
import type { WatchedSource, WatchFailure, WatchState } from '../../sources-watch/types';
import { guillemets as q } from '../../yaml-schema/nearest';
import type { ContentProblem } from '../../yaml-schema/problem';
import { isCalendarDate } from '../../yaml-schema/dates';

const NBSP = '\u00a0';
const FIELDS = ['url', 'records', 'read', 'fingerprint', 'passages', 'since', 'changed', 'finalUrl', 'failure'];
const FAILURE_FIELDS = ['reason', 'status', 'cause', 'first', 'last'];
/** The causes each reason may give: a page's server gave no answer; a robots.txt may also have been too large or redirected too far. */
const CAUSES_OF: Readonly<Partial<Record<string, readonly string[]>>> = {
  unreachable: ['timeout', 'network'],
  'robots-unreachable': FAILURE_CAUSES,
};
const isKnown = <T extends string>(list: readonly T[], value: string | undefined): value is T => (list as readonly (string | undefined)[]).includes(value);
const HEX = /^[0-9a-f]+$/;

export type WatchRead = { readonly problems: readonly ContentProblem[]; readonly state: WatchState };

/**
 * content/sources-watch.yaml (written by `npm run sources:watch`), read and checked: known
 * fields, addresses, provider keys, calendar dates not in the future, SHA-256 digests, known
 * failure reasons with what each needs (a status, a cause), and dates that agree: a reading
 * (`read`, with its fingerprint) comes after `since` and `changed`, and no later than the first
 * day of a failure, which ends no sooner than it starts. `npm run check` and the content build
 * both call it; a folder without the file (before the first scheduled run) has an empty watch.
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
  /** A failure's fields, what its reason needs, and its days; undefined (with the problems said) when it cannot be used. */
  const failureOf = (node: Node): WatchFailure | undefined => {
    if (!isMap(node)) {
      at(node, `${q('failure')}${NBSP}: ${q('reason')}, ${q('first')}, ${q('last')}, et selon la raison ${q('status')} ou ${q('cause')}`);
      return undefined;
    }
    for (const pair of node.items) {
      const name = isScalar(pair.key) ? String(pair.key.value) : '';
      if (name === 'since') at(pair.key as Node, `${q('failure')}${NBSP}: ${q('since')} est l’ancienne forme du fichier, un échec a désormais ${q('first')} et ${q('last')}`);
      else if (!FAILURE_FIELDS.includes(name)) at(pair.key as Node, `${q('failure')}${NBSP}: champ inconnu ${q(name)}`);
    }
    const reason = text(node, 'reason');
    const cause = text(node, 'cause');
    const statusNode = node.get('status', true);
    const status = isScalar(statusNode) && Number.isInteger(statusNode.value) ? (statusNode.value as number) : undefined;
    const first = date(node, 'first', true);
    const last = date(node, 'last', true);
    if (node.has('status') && (status === undefined || status < 100 || status > 599)) at(statusNode as Node, `${q('status')}${NBSP}: code HTTP attendu (100 à 599)`);
    if (!isKnown(FAILURE_REASONS, reason)) {
      at(node, `${q('reason')}${NBSP}: valeurs possibles ${FAILURE_REASONS.map(q).join(', ')}`);
      return undefined;
    }
    const causes = CAUSES_OF[reason] ?? [];
    if (cause !== undefined && !causes.includes(cause))
      at(node, `${q('cause')}${NBSP}: ${causes.length > 0 ? `valeurs possibles pour ${q(reason)} ${causes.map(q).join(', ')}` : `sans objet pour ${q(reason)}`}`);
    if (reason === 'http' && status === undefined) at(node, `${q('reason')} ${q('http')} sans ${q('status')}${NBSP}: le code de l’erreur`);
    if (reason === 'unreachable' && cause === undefined) at(node, `${q('reason')} ${q('unreachable')} sans ${q('cause')}${NBSP}: ${q('timeout')} ou ${q('network')}`);
    if (reason === 'robots-unreachable' && (status === undefined) === (cause === undefined))
      at(node, `${q('reason')} ${q('robots-unreachable')}${NBSP}: ${q('status')} (l’erreur du serveur) ou ${q('cause')}, l’un des deux`);
    if (first && last && last < first) at(node, `${q('last')} (${last}) avant ${q('first')} (${first})${NBSP}: un échec finit après avoir commencé`);
    if (!first || !last) return undefined;
    return {
      reason,
      ...(status !== undefined ? { status } : {}),
      ...(isKnown(FAILURE_CAUSES, cause) ? { cause } : {}),
      first,
      last,
    };
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
    const read = date(item, 'read', false);
    const since = date(item, 'since', false);
    const changed = date(item, 'changed', false);
    const fingerprint = text(item, 'fingerprint');
    if (item.has('fingerprint') && (fingerprint === undefined || fingerprint.length !== 64 || !HEX.test(fingerprint))) {
      at(item.get('fingerprint', true) as Node, `${q('fingerprint')}${NBSP}: empreinte SHA-256 attendue (64 caractères hexadécimaux)`);
    }
    const failure = item.has('failure') ? failureOf(item.get('failure', true) as Node) : undefined;
    // Each of these says the file was not written by the watch, or not by this version of it.
    if (!item.has('read') && !item.has('failure'))
      at(item, `ni ${q('read')} ni ${q('failure')}${NBSP}: une adresse suivie a été lue au moins une fois, ou ses lectures échouent`);
    if (item.has('read') !== item.has('fingerprint'))
      at(item, `${q('read')} et ${q('fingerprint')} vont ensemble${NBSP}: une lecture réussie donne toujours une empreinte`);
    if (read && since && since > read) at(item.get('since', true) as Node, `${q('since')} (${since}) après ${q('read')} (${read})${NBSP}: la première lecture ne suit pas la dernière`);
    if (read && changed && changed > read) at(item.get('changed', true) as Node, `${q('changed')} (${changed}) après ${q('read')} (${read})${NBSP}: un changement se voit à une lecture`);
    if (since && changed && changed < since) at(item.get('changed', true) as Node, `${q('changed')} (${changed}) avant ${q('since')} (${since})${NBSP}: rien ne change avant la première lecture`);
    if (read && failure && read > failure.first)
      at(item.get('read', true) as Node, `${q('read')} (${read}) après le premier jour de l’échec (${failure.first})${NBSP}: une lecture réussie aurait mis fin à l’échec`);
    if (url) {
      sources.push({
        url,
        records,
        ...(read ? { read } : {}),
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
