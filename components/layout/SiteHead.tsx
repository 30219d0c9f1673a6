'use client';

/*
 * What every page's <head> holds before anything else: the boot script (lib/browser/boot-script.ts:
 * theme, `data-js`, reload after a missing file), then the site's stylesheet. Both are sent once,
 * in the HTML, and never copied into the inline page data.
 *
 * Rendered by a server component, each was also written into the page data that React decodes
 * before hydrating: the stylesheet twice with Next.js's `experimental.inlineCss` (2 × 10 kB),
 * the boot script once (1.8 kB in every page, measured on /neobanque/revolut). Here the server
 * renders this client component with the texts, the page data holds only a reference to it, and
 * in the browser React keeps the server's nodes as they are: it does not compare
 * `dangerouslySetInnerHTML` at hydration, and the root layout, which renders this, is never
 * rendered again by a navigation. Same technique as the islands (components/islands/island.tsx).
 *
 * `typeof window` is replaced at build time: the texts exist only in the server bundle.
 */
const server =
  typeof window === 'undefined'
    ? {
        boot: (require('@/lib/browser/boot-script') as typeof import('@/lib/browser/boot-script')).BOOT_SCRIPT,
        css: (require('../styles/site-css') as typeof import('../styles/site-css')).SITE_CSS,
      }
    : { boot: '', css: '' };

export function SiteHead() {
  return (
    <>
      {/* First in <head>: the theme is applied before anything is painted. */}
      <script dangerouslySetInnerHTML={{ __html: server.boot }} suppressHydrationWarning />
      <style dangerouslySetInnerHTML={{ __html: server.css }} suppressHydrationWarning />
    </>
  );
}
