import { toGlobalValues, type Warn } from './derive';
import { SETTINGS_DOCUMENT } from './document';
import type { GlobalValues } from './types';

/** Reads the raw document: its fields, or null when the document does not exist. */
export type SettingsReader = (signal: AbortSignal) => Promise<Readonly<Record<string, unknown>> | null>;

export type ReadOptions = {
  /** No read may wait longer: a server that accepts and never answers must not hang a build or a page. */
  readonly timeoutMs: number;
  readonly log?: (message: string, error?: unknown) => void;
  readonly warn?: Warn;
};

export class ReadTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`no answer from Firestore within ${timeoutMs} ms`);
    this.name = 'ReadTimeoutError';
  }
}

/**
 * Reads the settings document once and derives `globalValues`, following SPEC §8:
 * a missing document or a failed read is logged and gives an empty object, so that
 * the site always renders. Never rejects.
 */
export async function readGlobalValues(reader: SettingsReader, options: ReadOptions): Promise<GlobalValues> {
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
    const fields = await Promise.race([reader(controller.signal), timeout]);
    if (fields === null) {
      log(`Document '${SETTINGS_DOCUMENT}' does not exist`);
      return {};
    }
    return toGlobalValues(fields, options.warn);
  } catch (error) {
    log('Error retrieving database values:', error);
    return {};
  } finally {
    clearTimeout(timer);
  }
}
