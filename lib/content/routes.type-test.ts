/**
 * Compile-time test, run by `tsc --noEmit` (npm test): the generated Route type
 * accepts real pages and rejects the others. If a rejected line ever type-checks,
 * its @ts-expect-error becomes unused and tsc fails.
 */
import type { Route } from './routes.generated';

export const accepted: Route[] = ['/', '/banque/fortuneo/cartes/gold', '/blog/the-corner-boursobank'];
// @ts-expect-error: no such page
export const missingPage: Route = '/banque/fortuneo/cartes/platinum';
// @ts-expect-error: URLs are case-sensitive and canonical
export const wrongCase: Route = '/cashback/JOKO';
