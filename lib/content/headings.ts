import GithubSlugger from 'github-slugger';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

import { primeHistory } from '../primes/history';
import { FAQ_HEADING, type PageHeading } from './section-headings';

export type { PageHeading } from './section-headings';

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

/** MDX components that open a section of the page (components/mdx/blocks.tsx), by name. */
const SECTION_COMPONENTS: Readonly<Record<string, PageHeading>> = { Faq: FAQ_HEADING };

/**
 * Whether a component that holds its section's heading between its tags shows it: <RecentChanges>
 * (components/mdx/RecentChanges.tsx) leaves its whole section out until the amounts' history begins.
 */
export type SectionShown = (component: string) => boolean;
const sectionShown: SectionShown = (component) => component !== 'RecentChanges' || primeHistory() !== undefined;

/**
 * The `##` sections of an MDX body with the ids the build gives them. rehype-slug
 * (contentlayer.config.ts) numbers repeated titles across every heading of the body in
 * reading order, so every depth is slugged here too, in the same order, with the same
 * slugger (github-slugger) on the same text: the heading's text without its components
 * (`## Le parrainage <Boosted … />` is « Le parrainage »). e2e/page-checks/layout.ts checks each
 * anchor against the built page.
 */
export function pageHeadings(raw: string, shown: SectionShown = sectionShown): PageHeading[] {
  const slugger = new GithubSlugger();
  const headings: PageHeading[] = [];
  const tree = parser.parse(raw) as Root;
  // A section its component leaves out is not in the plan; its headings are still slugged, as rehype-slug does.
  const left = new Set<unknown>();
  visit(tree, 'mdxJsxFlowElement', (node) => {
    if (node.name && !shown(node.name)) visit(node, 'heading', (heading) => void left.add(heading));
  });
  visit(tree, (node) => {
    if (node.type === 'mdxJsxFlowElement') {
      const section = node.name ? SECTION_COMPONENTS[node.name] : undefined;
      if (section) headings.push(section);
      return;
    }
    if (node.type !== 'heading') return;
    const text = toString(node as Heading);
    const id = slugger.slug(text);
    if ((node as Heading).depth === 2 && !left.has(node)) headings.push({ id, text: text.replace(/[ \t\r\n]+/g, ' ').trim() });
  });
  return headings;
}
