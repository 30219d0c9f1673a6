import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allOfferRecords } from '@/lib/offers';

/**
 * An amount is shown only for a running programme: a page that writes <Prime provider="…">
 * for one whose record says it ended or was never found would announce a bonus nobody
 * pays (the pages of such offers say why they show none).
 */
const CONTENT = join(import.meta.dirname, '..', 'content');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith('.mdx') ? [join(dir, entry.name)] : [],
  );

describe('amounts in the pages', () => {
  it('name only providers whose programme is open', () => {
    const closed = new Set(
      allOfferRecords()
        .filter((record) => record.programme.status !== 'open')
        .map((record) => record.provider),
    );
    expect(closed.size).toBeGreaterThan(0);
    const found = files(CONTENT).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<Prime\s+provider="([A-Z_]+)"/g)]
        .filter(([, provider]) => provider !== undefined && closed.has(provider as never))
        .map(([, provider]) => `${relative(CONTENT, file)}: ${provider}`),
    );
    expect(found).toEqual([]);
  });
});
