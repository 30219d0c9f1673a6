/**
 * How official a source is, most official first: the offer box links the first one.
 * The `kind` of a source (contentlayer.config.ts) takes one of these; the content
 * gate checks it with the other schema rules (lib/content/check/schema.ts).
 */
export const SOURCE_KINDS = ['conditions', 'officiel', 'presse', 'comparateur', 'autre'] as const;
