import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentFiles, routesOf } from '../lib/content/check/site';
import { ROUTES } from '../lib/content/routes.generated';

/**
 * The generated route list is exactly the content folder's pages: nothing here names a page
 * or counts them, so adding one changes no test. Whether content/ passes the content rules
 * is `npm test`'s first phase, the content gate (scripts/check-content.mjs), once per run:
 * the tests check the rules on fixtures (tests/content-check.test.ts,
 * tests/content-rules-both-paths.test.ts, lib/content/check/*.test.ts).
 */
const CONTENT = join(import.meta.dirname, '..', 'content');

describe('content/', () => {
  it('is exactly the generated route list (rebuild the content after adding a page)', () => {
    expect([...routesOf(contentFiles(CONTENT))].sort()).toEqual([...ROUTES].sort());
  });
});
