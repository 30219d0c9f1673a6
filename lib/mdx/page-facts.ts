import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { parseMdx } from './parse';

/** What the page renderer needs from an MDX body, read once from its syntax tree (never by matching its text). */
export type MdxPageFacts = {
  /** The providers of the page's offer boxes (<ReferralBlock provider="…">), in reading order. */
  readonly offerBoxes: readonly string[];
  /** Whether the page places its card sheet (<CardSheet />). */
  readonly cardSheet: boolean;
  /** Whether the page places the offers' comparison (<ComparisonTable />): on a wide screen its page gives it the width. */
  readonly comparison: boolean;
};

const NONE: MdxPageFacts = { offerBoxes: [], cardSheet: false, comparison: false };

const isElement = (node: { type: string }): node is MdxJsxFlowElement | MdxJsxTextElement =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/** The facts of a parsed MDX tree. */
function mdxPageFactsOfTree(tree: Root): MdxPageFacts {
  const offerBoxes: string[] = [];
  let cardSheet = false;
  let comparison = false;
  visit(tree, (node) => {
    if (!isElement(node)) return;
    if (node.name === 'CardSheet') cardSheet = true;
    if (node.name === 'ComparisonTable') comparison = true;
    if (node.name !== 'ReferralBlock') return;
    const provider = node.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'provider');
    if (provider && typeof provider.value === 'string') offerBoxes.push(provider.value);
  });
  return { offerBoxes, cardSheet, comparison };
}

/**
 * The facts of an MDX body (frontmatter removed or blanked). A body the MDX parser refuses
 * has none: the content gate reports it and stops the build.
 */
export function mdxPageFacts(body: string): MdxPageFacts {
  // Most pages place no component these facts are about: no parse for them.
  if (!['<ReferralBlock', '<CardSheet', '<ComparisonTable'].some((tag) => body.includes(tag))) return NONE;
  const tree = parseMdx(body, () => {});
  return tree ? mdxPageFactsOfTree(tree) : NONE;
}
