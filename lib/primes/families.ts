/**
 * The families of providers, declared once: the menu, the addresses (content/<family>/), the
 * comparison's family filter, /offres.json, its CSV and the structured data all read them here,
 * and each provider's family is its entry in PROVIDER_INFO (providers.ts). Order: the menu's.
 */

/**
 * The families whose pages live in a folder of content/ named after them, listed at /<family>
 * and linked from the menu: an offer page's address starts with its provider's family.
 */
export const FAMILIES_WITH_PAGES = ['banque', 'cashback', 'neobanque', 'investissement'] as const;
export type FamilyWithPages = (typeof FAMILIES_WITH_PAGES)[number];

/** Payment apps have no page on the site yet: no folder, no menu entry, but a family in the comparison and the open data. */
export const FAMILIES = [...FAMILIES_WITH_PAGES, 'paiement'] as const;
export type Family = (typeof FAMILIES)[number];

/** How each family is named to visitors: the menu's link, its list page's short title, the comparison's filter. */
export const FAMILY_LABELS: Readonly<Record<Family, string>> = {
  banque: 'Banques',
  cashback: 'Cashback',
  neobanque: 'Néobanques',
  investissement: 'Investissement',
  paiement: 'Paiement',
};

export function hasPages(family: Family): family is FamilyWithPages {
  return (FAMILIES_WITH_PAGES as readonly string[]).includes(family);
}
