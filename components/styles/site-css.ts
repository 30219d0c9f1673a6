import GLOBAL_CSS from '@/app/globals.css?inline';
import { RESPONSIVE_CSS } from './responsive-css';

/**
 * The whole stylesheet of the site, as text: app/globals.css minified at build time
 * (scripts/lib/inline-css-loader.cjs), then the breakpoint rules built from
 * lib/breakpoints.ts. Imported only by the server side of SiteStyles.
 */
export const SITE_CSS = `${GLOBAL_CSS}${RESPONSIVE_CSS}`;
