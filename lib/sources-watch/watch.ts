import { parse, stringify } from 'yaml';
import type { AddressAmount, ExpectedAmount } from './amounts';
import { nextEntry, type WatchChange } from './entry';
import { WATCHED_KINDS } from './kinds';
import { readPage, RobotsCache, type PoliteOptions } from './polite-fetch';
import type { WatchedSource, WatchState } from './types';

export type { WatchState } from './types';

/**
 * The watch of the offers' sources (`npm run sources:watch`): each address read once per run,
 * and per address its last successful reading (the day, the fingerprint of its main text, the
 * day that fingerprint was first seen and the day it last changed, where the address ended
 * after its redirects), and the failure that stops the reads while they fail (its first and
 * last day). Kept in content/sources-watch.yaml, beside the content, and validated by the
 * content gate.
 */

/** A record's provider and sources; `amounts`, the amounts its pages show, to look for on its official sources. */
export type RecordSources = {
  readonly provider: string;
  readonly sources: readonly { readonly url: string; readonly kind: string }[];
  readonly amounts?: readonly ExpectedAmount[];
};

type Address = { readonly url: string; readonly records: string[]; readonly amounts: AddressAmount[] };

/** Every watched address once, with the records that cite it and their amounts, in address order. */
function watchedAddresses(records: readonly RecordSources[]): Address[] {
  const byUrl = new Map<string, Map<string, readonly ExpectedAmount[]>>();
  for (const record of records) {
    for (const source of record.sources) {
      if (!(WATCHED_KINDS as readonly string[]).includes(source.kind)) continue;
      byUrl.set(source.url, (byUrl.get(source.url) ?? new Map()).set(record.provider, record.amounts ?? []));
    }
  }
  return [...byUrl]
    .map(([url, cited]) => {
      const providers = [...cited.keys()].sort();
      return {
        url,
        records: providers,
        amounts: providers.flatMap((record) => (cited.get(record) ?? []).map((amount) => ({ ...amount, record }))),
      };
    })
    .sort((a, b) => a.url.localeCompare(b.url));
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

/**
 * A run's new state and what it has to say; `answered` is false when no request of the run got
 * an HTTP answer at all (no connection, no name, no answer in time): the network, not the sites.
 */
export type WatchRun = { readonly state: WatchState; readonly changes: readonly WatchChange[]; readonly answered: boolean };

/**
 * Reads every watched address of `records` once (at most `concurrency` at a time) and merges
 * with `previous`; changes are counted from `reported` (see nextEntry), `previous` by default.
 */
export async function watchSources({
  records,
  previous,
  reported = previous,
  today,
  options,
  concurrency = 3,
}: {
  readonly records: readonly RecordSources[];
  readonly previous: WatchState;
  readonly reported?: WatchState;
  readonly today: string;
  readonly options: PoliteOptions;
  readonly concurrency?: number;
}): Promise<WatchRun> {
  let answered = false;
  const send = options.fetch ?? fetch;
  // A fetch settles once the answer's status and headers have come: any answer, even an error, says the network works.
  const counted: typeof fetch = async (input, init) => {
    const response = await send(input, init);
    answered = true;
    return response;
  };
  const polite = { ...options, fetch: counted };
  const robots = new RobotsCache(polite);
  const before = new Map(previous.sources.map((source) => [source.url, source]));
  const told = new Map(reported.sources.map((source) => [source.url, source]));
  const addresses = watchedAddresses(records);
  const results = await bounded(addresses, concurrency, async (address) =>
    nextEntry(address, before.get(address.url), await readPage(address.url, polite, robots), today, told.get(address.url)),
  );
  return { state: { sources: results.map((result) => result.entry) }, changes: results.flatMap((result) => result.changes), answered };
}

const NBSP = '\u00a0';

/** The file's text: a header for the reader, then the list. */
export function serializeWatch(state: WatchState): string {
  const header = [
    `# Généré par npm run sources:watch (lib/sources-watch/)${NBSP}: ne pas modifier à la main.`,
    `# Pour chaque page officielle citée par une fiche d’offre${NBSP}: le dernier jour où son texte a été lu,`,
    '# l’empreinte de ce texte (jamais le texte lui-même), le jour où il a changé, l’adresse où ses',
    `# redirections ont mené, ce que son texte dit des montants des fiches (trouvé, absent ou différent)${NBSP};`,
    '# et, tant que la lecture échoue, pourquoi, depuis quand et jusqu’à quand.',
  ].join('\n');
  return `${header}\n${stringify({ sources: state.sources }, { lineWidth: 0 })}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The state a file holds (`name` is how errors name it); an absent file is an empty watch.
 * The content gate checks every field; this refuses what the watch cannot build on, so that
 * a file of another shape stops the run with its name instead of being rewritten wrongly.
 */
export function parseWatch(text: string | undefined, name: string): WatchState {
  if (text === undefined || text.trim() === '') return { sources: [] };
  const data: unknown = parse(text);
  const sources = isRecord(data) ? data['sources'] : undefined;
  if (!Array.isArray(sources)) throw new Error(`${name}${NBSP}: «${NBSP}sources${NBSP}», une liste, attendue`);
  for (const source of sources) {
    const url = isRecord(source) && typeof source['url'] === 'string' ? source['url'] : undefined;
    if (!url) throw new Error(`${name}${NBSP}: une entrée sans «${NBSP}url${NBSP}»`);
    const failure = isRecord(source) ? source['failure'] : undefined;
    if (failure === undefined) continue;
    if (isRecord(failure) && 'since' in failure && !('first' in failure))
      throw new Error(
        `${name}${NBSP}: l’entrée ${url} a «${NBSP}failure.since${NBSP}», l’ancienne forme du fichier (un échec a désormais «${NBSP}first${NBSP}» et «${NBSP}last${NBSP}»)`,
      );
    if (!isRecord(failure) || typeof failure['first'] !== 'string' || typeof failure['last'] !== 'string')
      throw new Error(
        `${name}${NBSP}: l’entrée ${url} a un «${NBSP}failure${NBSP}» incomplet («${NBSP}first${NBSP}» et «${NBSP}last${NBSP}» attendus)`,
      );
  }
  return { sources: sources as WatchedSource[] };
}
