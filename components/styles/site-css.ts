import GLOBAL_CSS from '@/app/globals.css?inline';
import { ICONS_CSS } from './icons-css';
import { RESPONSIVE_CSS } from './responsive-css';

/**
 * The whole stylesheet of the site, as text: app/globals.css minified at build time
 * (scripts/lib/inline-css-loader.cjs), then the breakpoint rules built from
 * lib/breakpoints.ts, and the condition icons (icons-css.ts). Imported only by the server side
 * of SiteHead (and by the root error page's own copy, SiteStyles).
 */
export const SITE_CSS = `${GLOBAL_CSS}${ICONS_CSS}${RESPONSIVE_CSS}`;
