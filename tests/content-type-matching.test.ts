import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { DOCUMENT_TYPES } from '../lib/content/document-types';
import { documentSchemas, schemaOf } from '../lib/content/check/schema';

/**
 * `npm run check` picks a file's document type with minimatch, in declaration order; contentlayer2
 * picks it with micromatch, its own way (UPGRADING.md, contentlayer2). Both must agree, or the check
 * validates a file against another type than the build: compared here on every document the
 * content build wrote (`npm test` builds the content before this runs).
 */
const GENERATED = join(import.meta.dirname, '..', '.contentlayer', 'generated');
type Generated = { readonly type: string; readonly _raw: { readonly sourceFilePath: string } };

it('the content check gives every built document the type contentlayer2 gave it', () => {
  const schemas = documentSchemas(DOCUMENT_TYPES);
  // A folder of a type no longer declared is left over from an older build, not built by this one.
  const declared = new Set(schemas.map((schema) => schema.name));
  const built = readdirSync(GENERATED, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && declared.has(entry.name))
    .flatMap((entry) => JSON.parse(readFileSync(join(GENERATED, entry.name, '_index.json'), 'utf8')) as Generated[]);
  expect(built.length, 'documents built by contentlayer2').toBeGreaterThan(30);
  const disagreements = built
    .map((doc) => ({ file: doc._raw.sourceFilePath, built: doc.type, checked: schemaOf(doc._raw.sourceFilePath, schemas)?.name }))
    .filter((doc) => doc.built !== doc.checked);
  expect(disagreements).toEqual([]);
});
