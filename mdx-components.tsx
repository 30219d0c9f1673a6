import type { MDXComponents } from 'mdx/types';
import { getMDXComponents } from '@/components/mdx';

/**
 * Required by @next/mdx: the components every MDX file gets. The same map as the
 * content pages' (components/mdx/index.tsx), so a component works in both.
 */
export function useMDXComponents(components: MDXComponents = {}): MDXComponents {
  return getMDXComponents(undefined, components);
}
