import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pickStoredValues, toGlobalValues } from './derive';
import type { GlobalValues } from './types';

/**
 * The amounts of the last successful server read, kept on disk so that a new server
 * process (a restart, a deploy of the same build) starts with a floor instead of
 * nothing: memory alone was lost at every restart, and a regeneration during an
 * outage then stored a page without amounts for a whole interval.
 *
 * It lives in the build folder's `cache/`: `next build` empties the build folder but
 * keeps `cache/`, the build's own reads write it (they go through the same function),
 * every later successful read replaces it, and it is already outside of git. One file
 * per build folder, as the build folder is what a server serves.
 */
const FILE_NAME = 'primes-last-good.json';
const FORMAT_VERSION = 1;

export type LastGood = {
  /** Which Firestore the values came from: a file written for another one is not a floor. */
  readonly source: string;
  /** ISO time of the read, for the log line that says how old the amounts served are. */
  readonly readAt: string;
  readonly values: GlobalValues;
  /** Firestore's time of the document's last change, when the read gave it: the pages show it beside the amounts. */
  readonly updatedAt?: string;
};

type StoredFile = {
  readonly version: typeof FORMAT_VERSION;
  readonly source: string;
  readonly readAt: string;
  /** The document's own amounts only: the derived ones are derived again by the code that reads the file. */
  readonly document: Readonly<Record<string, number>>;
  readonly updatedAt?: string;
};

/**
 * The file of the build folder this process serves or builds: the same rule as
 * next.config.mjs's `distDir` (scripts/lib/build-stamp.mjs), from the project root,
 * which is the working folder of `next build`, `next start` and server.mjs alike.
 */
export function lastGoodFile(env: Readonly<Record<string, string | undefined>> = process.env, cwd: string = process.cwd()): string {
  return resolve(cwd, env.NEXT_DIST_DIR || '.next', 'cache', FILE_NAME);
}

/**
 * Writes atomically (a temporary file, then a rename): the build renders pages in several
 * processes at once, and a server may be killed mid-write; a reader sees the old file or
 * the new one, never half of one. Throws what the file system throws (a read-only disk).
 */
export function saveLastGood(file: string, entry: LastGood): void {
  const stored: StoredFile = {
    version: FORMAT_VERSION,
    source: entry.source,
    readAt: entry.readAt,
    document: pickStoredValues(entry.values, () => {}),
    ...(entry.updatedAt === undefined ? {} : { updatedAt: entry.updatedAt }),
  };
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    writeFileSync(temporary, `${JSON.stringify(stored, null, 2)}\n`);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parse(text: string): StoredFile | string {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  if (!isRecord(data) || data.version !== FORMAT_VERSION) return `not format version ${FORMAT_VERSION}`;
  if (typeof data.source !== 'string') return 'no source';
  if (typeof data.readAt !== 'string' || !Number.isFinite(Date.parse(data.readAt))) return 'no valid readAt';
  const document = data.document;
  if (!isRecord(document) || !Object.values(document).every((value) => typeof value === 'number' && Number.isFinite(value))) {
    return 'document is not a set of amounts';
  }
  // A file written before the update time was kept has none: its amounts still serve, without a date.
  const updatedAt = typeof data.updatedAt === 'string' && Number.isFinite(Date.parse(data.updatedAt)) ? data.updatedAt : undefined;
  return {
    version: FORMAT_VERSION,
    source: data.source,
    readAt: data.readAt,
    document: document as Record<string, number>,
    ...(updatedAt === undefined ? {} : { updatedAt }),
  };
}

/**
 * The saved floor for `source`, or undefined: no file (silently), or a file that cannot
 * serve (one log line saying why). Never throws: a bad file must not cost a page.
 */
export function loadLastGood(file: string, source: string, log: (message: string) => void): LastGood | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') log(`Saved amounts unreadable, ignored (${file}): ${String(error)}`);
    return undefined;
  }
  const stored = parse(text);
  if (typeof stored === 'string') {
    log(`Saved amounts corrupt, ignored (${file}): ${stored}`);
    return undefined;
  }
  if (stored.source !== source) {
    log(`Saved amounts come from another Firestore (${stored.source}, not ${source}), ignored (${file})`);
    return undefined;
  }
  // Derived again with this build's rules; a key this build no longer knows is dropped.
  const values = toGlobalValues(stored.document, () => {});
  if (!Object.values(values).some((value) => typeof value === 'number')) {
    log(`Saved amounts hold no amount this build knows, ignored (${file})`);
    return undefined;
  }
  return {
    source: stored.source,
    readAt: stored.readAt,
    values,
    ...(stored.updatedAt === undefined ? {} : { updatedAt: stored.updatedAt }),
  };
}
