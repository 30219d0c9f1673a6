'use client';

import { use } from 'react';

/*
 * The site's stylesheet, in <head>, sent once per page and never copied into the page data.
 *
 * In the page rather than a file, the first paint waits for the HTML alone. Next.js's
 * `experimental.inlineCss` did that too, but also wrote the sheet twice into the inline page
 * data (2 × 10 kB more in every page, which React decodes before hydrating).
 * Here the server renders this client component with the text, the page data holds only a
 * reference to it, and in the browser React keeps the server's text as it is: it does not
 * compare `dangerouslySetInnerHTML` at hydration, and the root layout, which renders this,
 * is never rendered again by a navigation. Same technique as the islands (components/islands/island.tsx).
 *
 * `typeof window` is replaced at build time: the text exists only in the server bundle.
 */
const serverCss = typeof window === 'undefined' ? (require('./site-css') as typeof import('./site-css')).SITE_CSS : '';

export function SiteStyles() {
  return <style dangerouslySetInnerHTML={{ __html: serverCss }} suppressHydrationWarning />;
}

let loading: Promise<string> | undefined;
const loadCss = () => (loading ??= import('./site-css').then((module) => module.SITE_CSS));

/**
 * The same sheet for a document that the browser may have to render itself: the root error
 * page (app/global-error.tsx) replaces the whole document when the root layout fails. There,
 * the text is loaded when needed, never with the site's pages.
 */
export function StandaloneSiteStyles() {
  const css = serverCss !== '' ? serverCss : use(loadCss());
  return <style dangerouslySetInnerHTML={{ __html: css }} />;
}
