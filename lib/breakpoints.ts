/**
 * The breakpoints, in CSS pixels (docs/behaviours.md#points-de-rupture). Every media query of the site is built
 * from this table (components/styles/responsive-css.ts), so they live here only.
 * A name is the lower bound of its range: `lg` covers 1280 to 1919 px.
 */
const BREAKPOINTS = { sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** Below this breakpoint the layout is "mobile": the navigation collapses into a menu button. */
export const MOBILE_BREAKPOINT: Breakpoint = 'lg';

/** `@media (min-width: …)` for `bp` and wider. */
export const mediaUp = (bp: Breakpoint): string => `@media (min-width: ${BREAKPOINTS[bp]}px)`;
/** `@media (max-width: …)` for narrower than `bp` (0.02 px below, as browsers round sub-pixel widths). */
export const mediaDown = (bp: Breakpoint): string => `@media (max-width: ${BREAKPOINTS[bp] - 0.02}px)`;
