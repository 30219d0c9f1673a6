import type { TestPage } from 'contentlayer/generated';

/**
 * What a test-only page (TestPage: e2e/fixtures/content/essai-*.mdx) adds after its
 * body: nothing, here. The production content has no test page and the production tree
 * no test code: the fixture site (scripts/fixture-site.mjs) builds a copy of the project
 * in which e2e/fixtures/overrides/components/page/TestPageExtras.tsx replaces this
 * module, and renders a component that throws once in the browser (e2e/error-page.spec.ts).
 */
export function TestPageExtras(_props: { doc: TestPage }): null {
  return null;
}
