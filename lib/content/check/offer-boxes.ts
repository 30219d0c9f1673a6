import { join } from 'node:path';
import { urlFromSourcePath } from '../url';
import { readText } from './site';

/**
 * Per route, the providers whose offer box the page shows (<ReferralBlock provider="…">):
 * an offer record's `page` must be one of them. Read from the MDX text rather than a
 * parsed tree: the box's tag and attribute are fixed by the vocabulary (lib/mdx/vocabulary.ts),
 * and the MDX rules already refuse a malformed tag.
 */
const BOX = /<ReferralBlock\s+provider="([A-Z0-9_]+)"/g;

export function offerBoxes(contentDir: string, files: readonly string[]): Map<string, Set<string>> {
  const boxes = new Map<string, Set<string>>();
  for (const file of files) {
    let url: string;
    try {
      url = urlFromSourcePath(file);
    } catch {
      continue; // a misnamed file is reported by the file check
    }
    const providers = new Set([...readText(join(contentDir, file)).matchAll(BOX)].map((match) => match[1] ?? ''));
    if (providers.size > 0) boxes.set(url, providers);
  }
  return boxes;
}
