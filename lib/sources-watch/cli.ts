import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { OFFERS_DIR } from '../offers/files';
import { SITE_URL_DEFAULT_ABOUT, WATCH_FILE, WATCH_LIMITS } from './config';
import { parseWatch, serializeWatch, watchSources, type RecordSources, type WatchChange } from './watch';

const NBSP = '\u00a0';
const day = (date: Date) => date.toISOString().slice(0, 10);

/** The records' providers and sources, read from the YAML files as the content gate reads them. */
export function readRecordSources(contentDir: string): RecordSources[] {
  const dir = join(contentDir, OFFERS_DIR);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => parse(readFileSync(join(dir, file), 'utf8')) as RecordSources);
}

const WHY: Readonly<Record<string, string>> = {
  http: 'la page répond par une erreur',
  timeout: 'la page n’a pas répondu à temps',
  robots: 'son robots.txt interdit de la lire',
  'not-html': 'l’adresse ne renvoie pas une page HTML',
  'too-large': 'la page dépasse la taille lue',
  redirects: 'trop de redirections',
  network: 'le serveur est injoignable',
};

/** One line per change, naming the records to re-check: the workflow's proposal lists them. */
export function changeLine(change: WatchChange): string {
  const { source } = change;
  const records = source.records.join(', ');
  switch (change.kind) {
    case 'text-changed': {
      const { added, removed, excerpt } = change.diff;
      const counted = [
        added > 0 ? `${added} passage${added > 1 ? 's' : ''} nouveau${added > 1 ? 'x' : ''} ou modifié${added > 1 ? 's' : ''}` : '',
        removed > 0 ? `${removed} retiré${removed > 1 ? 's' : ''}` : '',
      ].filter(Boolean);
      const quote = excerpt ? `, dont «${NBSP}${excerpt}${NBSP}»` : '';
      return `${records}${NBSP}: le texte de ${source.url} a changé (${counted.join(', ') || 'ordre des passages'}${quote})${NBSP}; fiche à revérifier`;
    }
    case 'failing': {
      const status = source.failure?.status ? ` (${source.failure.status})` : '';
      return `${records}${NBSP}: ${source.url} n’a pas pu être lue, ${WHY[source.failure?.reason ?? 'network']}${status}`;
    }
    case 'recovered':
      return `${records}${NBSP}: ${source.url} se lit de nouveau`;
    case 'moved':
      return `${records}${NBSP}: ${source.url} mène désormais à ${source.finalUrl ?? source.url}`;
  }
}

/**
 * `npm run sources:watch [--summary fichier]`: reads every official source of every offer
 * record once and updates content/sources-watch.yaml; writes nothing when nothing changed
 * (so a second run the same day leaves the file as it is). Prints one line per change and,
 * with `--summary`, writes them to that file for the daily workflow's proposal.
 */
export async function runWatch(argv: readonly string[], root: string, write: (line: string) => void, now = new Date()): Promise<number> {
  const summaryAt = argv.indexOf('--summary');
  const summary = summaryAt >= 0 ? argv[summaryAt + 1] : undefined;
  const contentDir = join(root, 'content');
  const file = join(root, WATCH_FILE);
  const before = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  const run = await watchSources({
    records: readRecordSources(contentDir),
    previous: parseWatch(before),
    today: day(now),
    options: {
      ...WATCH_LIMITS,
      userAgent: `ParrainageMalin-veille/1.0 (+${SITE_URL_DEFAULT_ABOUT})`,
      robotsAgent: 'ParrainageMalin-veille',
    },
  });
  const text = serializeWatch(run.state);
  if (text !== before) {
    // Written beside, then renamed: a run stopped midway never leaves half a file.
    writeFileSync(`${file}.tmp`, text);
    renameSync(`${file}.tmp`, file);
  }
  const lines = run.changes.map(changeLine);
  for (const line of lines) write(line);
  write(`${run.state.sources.length} adresses lues, ${lines.length} changement${lines.length > 1 ? 's' : ''}.`);
  if (summary) writeFileSync(summary, lines.length > 0 ? `${lines.map((line) => `- ${line}`).join('\n')}\n` : '');
  return 0;
}
