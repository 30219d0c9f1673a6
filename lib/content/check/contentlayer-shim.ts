/**
 * What `npm run check` uses in place of contentlayer2/source-files when it bundles
 * contentlayer.config.ts (scripts/check-content.mjs): the checker only reads the
 * document type declarations, and loading contentlayer itself would cost about a
 * second. Same shapes as contentlayer2's own helpers (tests/content-check-shim.test.ts).
 */
export const defineDocumentType = <T>(def: T) => ({ type: 'document' as const, def });
export const defineNestedType = <T>(def: T) => ({ type: 'nested' as const, def });
export const makeSource = <T>(config: T) => config;
