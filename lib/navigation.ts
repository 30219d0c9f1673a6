import type { Route } from './content/routes.generated';
import { FAMILIES_WITH_PAGES, FAMILY_LABELS, type FamilyWithPages } from './primes/families';

export type NavItem = { readonly href: Route; readonly label: string };

/** A family's list page: a family without one fails type-checking here. */
type FamilyRoute = `/${FamilyWithPages}` & Route;
const familyRoute = (family: FamilyWithPages): FamilyRoute => `/${family}`;

/**
 * Main navigation (header). Typed with the generated route list: a missing page fails type-checking.
 * The families come from lib/primes/families.ts, so the menu names them as the comparison and the open data do.
 */
export const MAIN_NAV: readonly NavItem[] = [
  ...FAMILIES_WITH_PAGES.map((family) => ({ href: familyRoute(family), label: FAMILY_LABELS[family] })),
  { href: '/parrainage', label: 'Parrainage' },
  { href: '/blog', label: 'Blog' },
  { href: '/contact', label: 'Contact' },
];

export const FOOTER_NAV: readonly NavItem[] = [
  { href: '/a-propos', label: 'À propos et méthode' },
  { href: '/mentions-legales', label: 'Mentions légales' },
  { href: '/contact', label: 'Contact' },
];
