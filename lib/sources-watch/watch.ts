import { parse, stringify } from 'yaml';
import { WATCHED_KINDS } from './kinds';
import { fingerprintOf } from './page-text';
import { readPage, RobotsCache, type PageRead, type PoliteOptions } from './polite-fetch';
import type { WatchFailure, WatchedSource, WatchState } from './types';

export type { WatchFailure, WatchedSource, WatchState } from './types';

/**
 * The watch of the offers' sources (`npm run sources:watch`): each address read once per run,
 * and per address the day it was read, the fingerprint of its main text, the day that
 * fingerprint was first seen and the day it last changed, where the address ended after its
 * redirects, and the failure that stopped the read (with the day it started). Kept in
 * content/sources-watch.yaml, beside the content, and validated by the content gate.
 */

export { WATCHED_KINDS } from './kinds';

/** What changed in a text, counted in passages, with the first new passage for the writer (never stored). */
export type TextDiff = { readonly added: number; readonly removed: number; readonly excerpt?: string };

/** What a writer must look at after a run. */
export type WatchChange =
  | { readonly kind: 'text-changed'; readonly source: WatchedSource; readonly diff: TextDiff }
  | { readonly kind: 'failing'; readonly source: WatchedSource }
  | { readonly kind: 'recovered'; readonly source: WatchedSource }
  | { readonly kind: 'moved'; readonly source: WatchedSource; readonly from?: string };

export type RecordSources = { readonly provider: string; readonly sources: readonly { readonly url: string; readonly kind: string }[] };

/** Every watched address once, with the records that cite it, in address order. */
export function watchedAddresses(records: readonly RecordSources[]): { readonly url: string; readonly records: string[] }[] {
  const byUrl = new Map<string, Set<string>>();
  for (const record of records) {
    for (const source of record.sources) {
      if (!(WATCHED_KINDS as readonly string[]).includes(source.kind)) continue;
      byUrl.set(source.url, (byUrl.get(source.url) ?? new Set()).add(record.provider));
    }
  }
  return [...byUrl].map(([url, providers]) => ({ url, records: [...providers].sort() })).sort((a, b) => a.url.localeCompare(b.url));
}

const EXCERPT_LENGTH = 200;

/** Passages new or changed, passages gone, and the first new one, cut to a line. */
export function diffPassages(before: readonly string[], after: readonly string[], texts: readonly string[]): TextDiff {
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

/** One address's new entry from its previous one and today's read. */
export function nextEntry(
  address: { readonly url: string; readonly records: readonly string[] },
  previous: WatchedSource | undefined,
  read: PageRead,
  today: string,
): { readonly entry: WatchedSource; readonly change?: WatchChange } {
  const base = { url: address.url, records: [...address.records], read: today };
  const moved = read.finalUrl !== address.url ? { finalUrl: read.finalUrl } : {};
  if (read.kind === 'ok') {
    const { fingerprint, passages, texts } = fingerprintOf(read.html, read.finalUrl);
    const changedNow = previous?.fingerprint !== undefined && previous.fingerprint !== fingerprint;
    const changed = changedNow ? today : previous?.changed;
    const entry: WatchedSource = {
      ...base,
      fingerprint,
      passages,
      since: previous?.since ?? today,
      ...(changed ? { changed } : {}),
      ...moved,
    };
    if (changedNow)
      return { entry, change: { kind: 'text-changed', source: entry, diff: diffPassages(previous?.passages ?? [], passages, texts) } };
    if (previous?.failure) return { entry, change: { kind: 'recovered', source: entry } };
    if (previous && previous.finalUrl !== entry.finalUrl)
      return { entry, change: { kind: 'moved', source: entry, ...(previous.finalUrl ? { from: previous.finalUrl } : {}) } };
    return { entry };
  }
  const same = previous?.failure && previous.failure.reason === read.reason && previous.failure.status === read.status;
  const failure: WatchFailure = {
    reason: read.reason,
    ...(read.status !== undefined ? { status: read.status } : {}),
    since: same ? previous.failure!.since : today,
  };
  const entry: WatchedSource = {
    ...base,
    ...(previous?.fingerprint ? { fingerprint: previous.fingerprint } : {}),
    ...(previous?.passages ? { passages: previous.passages } : {}),
    ...(previous?.since ? { since: previous.since } : {}),
    ...(previous?.changed ? { changed: previous.changed } : {}),
    ...moved,
    failure,
  };
  return same ? { entry } : { entry, change: { kind: 'failing', source: entry } };
}

/** Runs `work` over `items`, at most `limit` at a time, results in the items' order. */
async function bounded<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  });
  await Promise.all(lanes);
  return results;
}

export type WatchRun = { readonly state: WatchState; readonly changes: readonly WatchChange[] };

/** Reads every watched address of `records` once (at most `concurrency` at a time) and merges with `previous`. */
export async function watchSources({
  records,
  previous,
  today,
  options,
  concurrency = 3,
}: {
  readonly records: readonly RecordSources[];
  readonly previous: WatchState;
  readonly today: string;
  readonly options: PoliteOptions;
  readonly concurrency?: number;
}): Promise<WatchRun> {
  const robots = new RobotsCache(options);
  const before = new Map(previous.sources.map((source) => [source.url, source]));
  const addresses = watchedAddresses(records);
  const results = await bounded(addresses, concurrency, async (address) =>
    nextEntry(address, before.get(address.url), await readPage(address.url, options, robots), today),
  );
  return {
    state: { sources: results.map((result) => result.entry) },
    changes: results.flatMap((result) => (result.change ? [result.change] : [])),
  };
}

/** The file's text: a header for the reader, then the list. */
export function serializeWatch(state: WatchState): string {
  const header = [
    '# Généré par npm run sources:watch (lib/sources-watch/) : ne pas modifier à la main.',
    '# Pour chaque page officielle citée par une fiche d’offre : le dernier jour où elle a été lue,',
    '# l’empreinte de son texte principal (jamais le texte lui-même), le jour où elle a changé,',
    '# l’adresse où ses redirections ont mené et l’échec éventuel de la lecture.',
  ].join('\n');
  return `${header}\n${stringify({ sources: state.sources }, { lineWidth: 0 })}`;
}

/** The state a file holds; an absent file is an empty watch. */
export function parseWatch(text: string | undefined): WatchState {
  if (text === undefined || text.trim() === '') return { sources: [] };
  const data = parse(text) as { sources?: WatchedSource[] } | null;
  return { sources: data?.sources ?? [] };
}
