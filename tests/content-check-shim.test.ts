import { defineDocumentType, defineNestedType } from 'contentlayer2/source-files';
import { expect, it } from 'vitest';
import * as shim from '../lib/content/check/contentlayer-shim';

it('the check’s stand-in for contentlayer’s helpers builds the same declarations', () => {
  const def = () => ({ name: 'Essai', filePathPattern: 'essai-*.mdx', fields: { title: { type: 'string', required: true } } }) as const;
  expect(shim.defineDocumentType(def)).toEqual(defineDocumentType(def));
  expect(shim.defineNestedType(def)).toEqual(defineNestedType(def));
});
