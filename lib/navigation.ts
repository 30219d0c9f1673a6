import type { Route } from './content/routes.generated';

export type NavItem = { readonly href: Route; readonly label: string };

/** Main navigation (header). Typed with the generated route list: a missing page fails type-checking. */
export const MAIN_NAV: readonly NavItem[] = [
  { href: '/banque', label: 'Banques' },
  { href: '/cashback', label: 'Cashback' },
  { href: '/neobanque', label: 'Néobanques' },
  { href: '/investissement', label: 'Investissement' },
  { href: '/parrainage', label: 'Parrainage' },
  { href: '/blog', label: 'Blog' },
  { href: '/contact', label: 'Contact' },
];

export const FOOTER_NAV: readonly NavItem[] = [
  { href: '/a-propos', label: 'À propos et méthode' },
  { href: '/mentions-legales', label: 'Mentions légales' },
  { href: '/contact', label: 'Contact' },
];

/** Whether `item` is the current section (so "Banques" stays marked on a card page). */
export function isCurrent(href: Route, pathname: string): boolean {
  return href === pathname || pathname.startsWith(`${href}/`);
}
