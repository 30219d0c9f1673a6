'use client';

import { use } from 'react';

/*
 * The server's copy of the stylesheet: in the server bundle only (`typeof window` is replaced at
 * build time). Every page gets the sheet from components/layout/SiteHead.tsx.
 */
const serverCss = typeof window === 'undefined' ? (require('./site-css') as typeof import('./site-css')).SITE_CSS : '';

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
