/**
 * How old the amounts in the static HTML may get, in seconds: every page is
 * regenerated at most this often (ISR), with the document's values at that moment.
 * SITE_REFRESH_SECONDS as the server process has it (checked by lib/site-config.mjs
 * when the server starts): next.config.mjs does not inline it, so a server started
 * with another value uses it without a new build. A page keeps the interval it was
 * rendered with until it is regenerated: the pages of the build, the build's. Ten
 * minutes by default, which is also app/layout.tsx's `revalidate`, the ceiling.
 */
export function refreshSeconds(): number {
  return Number(process.env.SITE_REFRESH_SECONDS ?? '600') || 600;
}
