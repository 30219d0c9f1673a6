/**
 * How old the amounts in the static HTML may get, in seconds: every page is
 * regenerated at most this often (ISR), with the document's values at that moment.
 * Set at build by SITE_REFRESH_SECONDS (checked by lib/site-config.mjs, inlined by
 * next.config.mjs); ten minutes by default, which is also app/layout.tsx's
 * `revalidate`, the ceiling.
 */
export const REFRESH_SECONDS: number = Number(process.env.SITE_REFRESH_SECONDS ?? '600') || 600;
