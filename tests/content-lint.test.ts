import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES } from '../contentlayer.config';
import { checkContent } from '../lib/content/check';
import { formatProblem } from '../lib/content/check/problem';
import { contentFiles, routesOf } from '../lib/content/check/site';
import { ROUTES } from '../lib/content/routes.generated';

/**
 * The site's own content passes the content gate (the same rules as `npm run check`
 * and the content build), and the generated route list is exactly the folder's
 * pages: nothing here names a page or counts them, so adding one changes no test.
 */
const ROOT = join(import.meta.dirname, '..');
const CONTENT = join(ROOT, 'content');

describe('content/', () => {
  it('passes every content rule', () => {
    const { problems } = checkContent({ contentDir: CONTENT, publicDir: join(ROOT, 'public'), documentTypes: DOCUMENT_TYPES });
    expect(problems.map(formatProblem)).toEqual([]);
  });

  it('is exactly the generated route list (rebuild the content after adding a page)', () => {
    expect([...routesOf(contentFiles(CONTENT))].sort()).toEqual([...ROUTES].sort());
  });
});
