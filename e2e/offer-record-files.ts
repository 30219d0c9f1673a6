import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/**
 * The offer records (content/offres/*.yaml) as the specs read them: parsed files, in file
 * order, each spec typing only the fields it reads. The content gate has checked their shape.
 */
const OFFERS_DIR = join(import.meta.dirname, '..', 'content', 'offres');

export function offerRecordFiles<T>(): T[] {
  return readdirSync(OFFERS_DIR)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => parse(readFileSync(join(OFFERS_DIR, file), 'utf8')) as T);
}
