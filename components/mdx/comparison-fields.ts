/**
 * The names of the comparison form's fields (ComparisonFilters), which the stylesheet's
 * rules name too (app/globals.css, « Comparaison : filtres et cartes »), as does the
 * client component that follows the chosen order (use-comparison-sort.ts).
 */
export const COMPARISON_FIELDS = { group: 'famille', facet: 'filtre', sort: 'tri' } as const;
