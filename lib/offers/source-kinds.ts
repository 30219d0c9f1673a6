/**
 * How official a source is, most official first: the offer box links the first one.
 * The `kind` of a source (contentlayer.config.ts) takes one of these; the content
 * gate checks it with the other schema rules (lib/content/check/schema.ts).
 */
export const SOURCE_KINDS = ['conditions', 'officiel', 'presse', 'comparateur', 'autre'] as const;

/** How each kind is named to readers, in the page's source list and in the offer box's alike. */
export const SOURCE_KIND_LABELS: Readonly<Record<(typeof SOURCE_KINDS)[number], string>> = {
  conditions: 'conditions du prestataire',
  officiel: 'page du prestataire',
  presse: 'presse',
  comparateur: 'comparateur',
  autre: 'autre source',
};
