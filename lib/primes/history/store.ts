import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** The file's text, or undefined when there is none yet (first snapshot). */
export function readHistoryText(path: string): string | undefined {
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

/**
 * Writes through a temporary file in the same folder, then renames it over the log: a
 * rename is atomic on one file system, so a crash or a full disk leaves the old log
 * whole, never half a file that the next run or the build would refuse.
 */
export function writeHistoryAtomically(path: string, text: string): void {
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  try {
    writeFileSync(temporary, text);
    renameSync(temporary, path);
  } finally {
    rmSync(temporary, { force: true });
  }
}
