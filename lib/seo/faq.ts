import type { Nodes } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { resolveSide, type SideFacts } from '../offers/resolve-side';
import { isBonusKind, isProvider, type BonusKind, type Provider } from '../primes/providers';
import type { GlobalValues } from '../primes/types';

/** Part of an answer: text, or a live amount written <Prime provider kind /> in the MDX. */
export type FaqSegment = string | { readonly provider: Provider; readonly kind: BonusKind };
export type FaqEntry = { readonly question: string; readonly answer: readonly FaqSegment[] };

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

const isJsx = (node: Nodes): node is JsxElement => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

function attribute(node: JsxElement, name: string): string | undefined {
  for (const attr of node.attributes) {
    if (attr.type === 'mdxJsxAttribute' && attr.name === name && typeof attr.value === 'string') return attr.value;
  }
  return undefined;
}

/** Text of a node, with amounts kept as segments; blocks (not inline runs) are separated by a space. */
function segmentsOf(node: Nodes): FaqSegment[] {
  if (node.type === 'text' || node.type === 'inlineCode') return [node.value];
  if (isJsx(node) && node.name === 'Prime') {
    const provider = attribute(node, 'provider');
    const kind = attribute(node, 'kind');
    // The build has already rejected an invalid <Prime> (lib/content/check/mdx.ts).
    return isProvider(provider) && isBonusKind(kind) ? [{ provider, kind }] : [];
  }
  if (!('children' in node)) return node.type === 'break' ? [' '] : [];
  const parts = node.children.map((child) => segmentsOf(child));
  const holdsBlocks = node.type === 'list' || node.type === 'listItem' || node.type === 'blockquote' || node.type === 'mdxJsxFlowElement';
  return holdsBlocks ? parts.flatMap((part, index) => (index === 0 ? part : [' ', ...part])) : parts.flat();
}

/** Merges neighbouring strings and collapses white space, so that answers read as one text. */
function tidy(segments: readonly FaqSegment[]): FaqSegment[] {
  const out: FaqSegment[] = [];
  for (const segment of segments) {
    const last = out.at(-1);
    if (typeof segment === 'string' && typeof last === 'string') out[out.length - 1] = last + segment;
    else out.push(segment);
  }
  return out
    .map((segment) => (typeof segment === 'string' ? segment.replace(/[ \t\n]+/g, ' ') : segment))
    .map((segment, index, all) => {
      if (typeof segment !== 'string') return segment;
      const first = index === 0 ? segment.trimStart() : segment;
      return index === all.length - 1 ? first.trimEnd() : first;
    })
    .filter((segment) => segment !== '');
}

/**
 * The questions and answers of the page's <Faq> blocks, read from its MDX source, for
 * the FAQPage structured data. The visible FAQ and the structured one thus come from
 * the same text.
 */
export function extractFaq(mdx: string): FaqEntry[] {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(mdx);
  const entries: FaqEntry[] = [];
  const visit = (node: Nodes, inFaq: boolean): void => {
    if (isJsx(node) && node.name === 'Question' && inFaq) {
      const question = attribute(node, 'q');
      if (question) entries.push({ question, answer: tidy(node.children.flatMap((child) => [...segmentsOf(child), ' '])) });
      return;
    }
    if ('children' in node) for (const child of node.children) visit(child, inFaq || (isJsx(node) && node.name === 'Faq'));
  };
  visit(tree, false);
  return entries;
}

/** An answer as plain text, each amount said as the visible `<Prime>` says it (lib/offers/resolve-side.ts). */
export function answerText(
  answer: readonly FaqSegment[],
  values: GlobalValues,
  factsOf: (provider: Provider, kind: BonusKind) => SideFacts,
): string {
  return answer
    .map((segment) => (typeof segment === 'string' ? segment : resolveSide(factsOf(segment.provider, segment.kind), values).words))
    .join('');
}
