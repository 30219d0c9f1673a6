import type { MDXComponents } from 'mdx/types';
import { htmlComponents } from '@/components/mdx';

/**
 * Required by @next/mdx: the components every MDX file gets. Content pages are
 * compiled by contentlayer and receive these plus the writers' vocabulary bound to
 * their document (components/mdx/index.tsx).
 */
export function useMDXComponents(components: MDXComponents = {}): MDXComponents {
  return { ...htmlComponents, ...components };
}
