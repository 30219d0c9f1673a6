import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { OFFERS_DIR } from '../content-files';
import DEFAULT_DOCUMENT from '../primes/default-document.json';
import type { ExpectedAmount } from './amounts';
import { SITE_URL_DEFAULT_ABOUT, WATCH_FILE, WATCH_LIMITS } from './config';
import { latestOf } from './memory';
import type { PoliteOptions } from './polite-fetch';
import { parseWatch, serializeWatch, watchSources, type RecordSources } from './watch';
import { changeLine, countLine, outageLine, summaryText } from './wording';

export { changeLine } from './wording';

const NBSP = '\u00a0';
const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Per record (provider key), the amounts its pages show from a settings document: lib/offers
 * knows how a record maps to its amounts, and the watch may not import it (lib/offers reads
 * the watch), so the command's entry gives it (scripts/sources-watch.mjs).
 */
export type AmountsOf = (contentDir: string, values: Readonly<Record<string, unknown>>) => ReadonlyMap<string, readonly ExpectedAmount[]>;

/** The records' providers and sources, read from the YAML files as the content gate reads them, with their amounts. */
function readRecordSources(contentDir: string, amounts: ReadonlyMap<string, readonly ExpectedAmount[]>): RecordSources[] {
  const dir = join(contentDir, OFFERS_DIR);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => {
      const record = parse(readFileSync(join(dir, file), 'utf8')) as Omit<RecordSources, 'amounts'>;
      const mine = amounts.get(record.provider);
      return mine && mine.length > 0 ? { ...record, amounts: mine } : record;
    });
}

/** `--document fichier.json` (an export of the live document), else the default document, which `npm start` seeds. */
function documentValues(path: string | undefined, root: string): Readonly<Record<string, unknown>> {
  if (path === undefined) return DEFAULT_DOCUMENT;
  const values: unknown = JSON.parse(readFileSync(resolve(root, path), 'utf8'));
  if (typeof values !== 'object' || values === null || Array.isArray(values))
    throw new Error(`${path}${NBSP}: le document de primes doit être un objet JSON`);
  return values as Readonly<Record<string, unknown>>;
}

const optionOf = (argv: readonly string[], name: string): string | undefined => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
};
const readIfAny = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);

/** Written beside, then renamed: a run stopped midway never leaves half a file. */
function replace(path: string, text: string): void {
  writeFileSync(`${path}.tmp`, text);
  renameSync(`${path}.tmp`, path);
}

/**
 * `npm run sources:watch [--summary fichier] [--memory fichier] [--document fichier.json]`:
 * reads every official source of every offer record once, looks there for the amounts each
 * record shows from the settings document (`amountsOf`; the default document unless
 * `--document`), and updates content/sources-watch.yaml; writes nothing when
 * nothing changed (so a second run the same day leaves the file as it is). Prints one line per
 * change and a count of each kind; with `--summary`, writes what deserves the writers' review
 * to that file (empty when nothing does) for the daily workflow's proposal; with `--memory`,
 * starts from that file too when it knows more (see memory.ts) and writes the new state there.
 *
 * Returns 1, writing nothing at all, when the run is an outage: addresses to read and not one
 * HTTP answer (every request failed for want of a connection, a name or an answer in time).
 * That says the network is down, not that every site changed; the workflow fails visibly.
 */
export async function runWatch(
  argv: readonly string[],
  root: string,
  write: (line: string) => void,
  now = new Date(),
  overrides: Partial<PoliteOptions> = {},
  amountsOf: AmountsOf = () => new Map(),
): Promise<number> {
  const summary = optionOf(argv, '--summary');
  const contentDir = join(root, 'content');
  const amounts = amountsOf(contentDir, documentValues(optionOf(argv, '--document'), root));
  const memory = optionOf(argv, '--memory');
  const file = join(root, WATCH_FILE);
  const before = readIfAny(file);
  const memorised = memory ? readIfAny(memory) : undefined;
  const reported = parseWatch(before, WATCH_FILE);
  const run = await watchSources({
    records: readRecordSources(contentDir, amounts),
    previous: memory ? latestOf(reported, parseWatch(memorised, memory)) : reported,
    reported,
    today: day(now),
    options: {
      ...WATCH_LIMITS,
      userAgent: `ParrainageMalin-veille/1.0 (+${SITE_URL_DEFAULT_ABOUT})`,
      robotsAgent: 'ParrainageMalin-veille',
      ...overrides,
    },
  });
  if (run.state.sources.length > 0 && !run.answered) {
    write(outageLine(run.state.sources.length));
    return 1;
  }
  const text = serializeWatch(run.state);
  if (text !== before) replace(file, text);
  if (memory && text !== memorised) replace(memory, text);
  for (const change of run.changes) write(changeLine(change));
  write(countLine(run.state.sources.length, run.changes));
  if (summary) writeFileSync(summary, summaryText(run.changes));
  return 0;
}
