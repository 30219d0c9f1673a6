import type { Route } from './content/routes.generated';

/**
 * Whether `href` is the current section (so « Banques » stays marked on a card page). Apart from
 * lib/navigation.ts: the menu's client code needs this test, not the menu built from the families.
 */
export function isCurrent(href: Route, pathname: string): boolean {
  return href === pathname || pathname.startsWith(`${href}/`);
}
