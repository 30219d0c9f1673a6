import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';

/**
 * Each guide fits its reader: the writers' guide holds what writers do and the README what a newcomer runs
 * first; what outgrows them belongs in docs/developer-guide.md or docs/.
 */
const LIMITS: Readonly<Record<string, number>> = { 'CONTRIBUTING.md': 25_000, 'README.md': 12_000 };

it.each(Object.entries(LIMITS))('%s stays within %i bytes', (file, limit) => {
  expect(statSync(resolve(import.meta.dirname, '..', file)).size).toBeLessThanOrEqual(limit);
});
