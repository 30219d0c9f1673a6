import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { OFFERS_DIR } from '../content-files';
import { SITE_URL_DEFAULT_ABOUT, WATCH_FILE, WATCH_LIMITS } from './config';
import { latestOf } from './memory';
import type { PoliteOptions } from './polite-fetch';
import { parseWatch, serializeWatch, watchSources, type RecordSources } from './watch';
import { changeLine, countLine, outageLine, summaryText } from './wording';

export { changeLine } from './wording';

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The records' providers and sources, read from the YAML files as the content gate reads them. */
function readRecordSources(contentDir: string): RecordSources[] {
  const dir = join(contentDir, OFFERS_DIR);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => parse(readFileSync(join(dir, file), 'utf8')) as RecordSources);
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
 * `npm run sources:watch [--summary fichier] [--memory fichier]`: reads every official source
 * of every offer record once and updates content/sources-watch.yaml; writes nothing when
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
): Promise<number> {
  const summary = optionOf(argv, '--summary');
  const memory = optionOf(argv, '--memory');
  const file = join(root, WATCH_FILE);
  const before = readIfAny(file);
  const memorised = memory ? readIfAny(memory) : undefined;
  const reported = parseWatch(before, WATCH_FILE);
  const run = await watchSources({
    records: readRecordSources(join(root, 'content')),
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
