import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A fenced code block of CONTRIBUTING.md: its language, its info string after the language, its text and line. */
export type GuideBlock = { readonly lang: string; readonly meta: string; readonly text: string; readonly line: number };

/**
 * Every fenced block of the writers' guide, list-item indentation removed. The info
 * string carries what the test needs: `fichier=content/…` (the example is that file,
 * or its frontmatter) or `erreur=…` (the example is wrong on purpose; the next `text`
 * block is the exact output of the check).
 */
export function guideBlocks(root: string): GuideBlock[] {
  const lines = readFileSync(join(root, 'CONTRIBUTING.md'), 'utf8').split('\n');
  const blocks: GuideBlock[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const open = /^(\s*)```(\S*)\s*(.*)$/.exec(lines[index] ?? '');
    if (!open) continue;
    const indent = open[1] ?? '';
    const body: string[] = [];
    let end = index + 1;
    while (end < lines.length && (lines[end] ?? '').trim() !== '```') {
      body.push((lines[end] ?? '').slice(indent.length));
      end += 1;
    }
    blocks.push({ lang: open[2] ?? '', meta: open[3] ?? '', text: body.join('\n'), line: index + 1 });
    index = end;
  }
  return blocks;
}

/** The value of `key=value` in an info string. */
export const metaValue = (meta: string, key: string) => new RegExp(`(?:^|\\s)${key}=(\\S+)`).exec(meta)?.[1];
