import { join } from 'node:path';
import { mdxPageFacts } from '../../mdx/page-facts';
import { urlFromSourcePath } from '../url';
import { readFrontmatter } from './frontmatter';
import { readText } from './site';

/**
 * Per route, the providers whose offer box the page shows (<ReferralBlock provider="…">):
 * an offer record's `page` must be one of them. Read from the MDX tree by the helper the
 * content build's computed field `offerBoxes` uses (lib/mdx/page-facts.ts).
 */
export function offerBoxes(contentDir: string, files: readonly string[]): Map<string, Set<string>> {
  const boxes = new Map<string, Set<string>>();
  for (const file of files) {
    let url: string;
    try {
      url = urlFromSourcePath(file);
    } catch {
      continue; // a misnamed file is reported by the file check
    }
    const source = readText(join(contentDir, file));
    const providers = new Set(mdxPageFacts(source.slice(readFrontmatter(source).bodyStart)).offerBoxes);
    if (providers.size > 0) boxes.set(url, providers);
  }
  return boxes;
}
