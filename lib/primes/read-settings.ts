import { toGlobalValues, type Warn } from './derive';
import { SETTINGS_DOCUMENT } from './document';
import type { GlobalValues } from './types';

/**
 * One read of the raw document: its fields and, where the reader can see it, Firestore's
 * own time of its last change (the REST API's `updateTime`; the browser SDK does not expose it).
 */
export type DocumentRead = { readonly fields: Readonly<Record<string, unknown>>; readonly updateTime?: string };

/** Reads the raw document, or null when the document does not exist. */
export type SettingsReader = (signal: AbortSignal) => Promise<DocumentRead | null>;

export type ReadOptions = {
  /** No read may wait longer: a server that accepts and never answers must not hang a build or a page. */
  readonly timeoutMs: number;
  readonly log?: (message: string, error?: unknown) => void;
  readonly warn?: Warn;
};

/**
 * What one read gave. A failure carries no values at all: the caller keeps what it
 * already shows (the page is the floor), it never replaces amounts with nothing.
 */
export type ReadOutcome =
  { readonly ok: true; readonly values: GlobalValues; readonly updatedAt?: string } | { readonly ok: false; readonly reason: ReadFailure };
type ReadFailure = 'missing' | 'empty' | 'error' | 'timeout';

export class ReadTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`no answer from Firestore within ${timeoutMs} ms`);
    this.name = 'ReadTimeoutError';
  }
}

/** The flags are derived; a document holding no amount at all gives only flags. */
const holdsAnAmount = (values: GlobalValues): boolean => Object.values(values).some((value) => typeof value === 'number');

/**
 * Reads the settings document once and derives `globalValues`. As docs/behaviours.md#lecture-des-montants says, a
 * missing document or a failed read is logged; a document without a single usable
 * amount is logged too. Never rejects.
 */
export async function readGlobalValues(reader: SettingsReader, options: ReadOptions): Promise<ReadOutcome> {
  const log = options.log ?? ((message: string, error?: unknown) => console.error(message, ...(error === undefined ? [] : [error])));
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new ReadTimeoutError(options.timeoutMs);
      controller.abort(error);
      reject(error);
    }, options.timeoutMs);
  });
  try {
    const read = await Promise.race([reader(controller.signal), timeout]);
    if (read === null) {
      log(`Document '${SETTINGS_DOCUMENT}' does not exist`);
      return { ok: false, reason: 'missing' };
    }
    const values = toGlobalValues(read.fields, options.warn);
    if (!holdsAnAmount(values)) {
      log(`Document '${SETTINGS_DOCUMENT}' holds no amount`);
      return { ok: false, reason: 'empty' };
    }
    return read.updateTime === undefined ? { ok: true, values } : { ok: true, values, updatedAt: read.updateTime };
  } catch (error) {
    log('Error retrieving database values:', error);
    return { ok: false, reason: error instanceof ReadTimeoutError ? 'timeout' : 'error' };
  } finally {
    clearTimeout(timer);
  }
}
